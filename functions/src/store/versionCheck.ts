import { HttpError } from "../http/errors.js";
import type { StaleVersionAnswer } from "@lorawan/contracts/writeConditions";

/**
 * Called inside the writing transaction with the record as stored: a write based on another version
 * than the stored one is refused with 409 and the current record (decision 030). The transaction
 * read the record, so a write landing between this check and the commit makes the commit run again.
 */
export function assertBasedOnCurrent<T extends { updatedAt: string }>(stored: T, baseVersion: string | undefined, what: string): void {
  if (baseVersion === undefined || Date.parse(stored.updatedAt) === Date.parse(baseVersion)) return;
  const answer: Omit<StaleVersionAnswer<T>, "message"> = { current: stored };
  throw new HttpError(409, `This ${what} was changed by someone else after you opened it`, answer);
}

/**
 * The `updatedAt` of a write: now, but always later than the version it replaces, so two saves within
 * one millisecond still leave different versions behind.
 */
export function nextVersion(previous?: string): string {
  const now = Date.now();
  const after = previous === undefined ? now : Math.max(now, Date.parse(previous) + 1);
  return new Date(after).toISOString();
}
