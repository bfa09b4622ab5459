import { Timestamp } from "firebase-admin/firestore";

/** Firestore keeps Timestamps; the API speaks ISO strings. */
export function toIso(value: unknown): string {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string") return value;
  return new Date(0).toISOString();
}

export function toTimestamp(value: string | Date): Timestamp {
  return Timestamp.fromDate(typeof value === "string" ? new Date(value) : value);
}

/** Document id of a numeric entity, and back. */
export const docId = (id: number) => String(id);
