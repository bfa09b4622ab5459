import { randomUUID } from "node:crypto";
import { Timestamp, type DocumentData, type DocumentSnapshot, type Transaction } from "firebase-admin/firestore";
import { db } from "../firebase.js";
import { maxBatchRecords, revisionRetention, type ActivityAction, type Actor, type FieldChange, type HistoryKind, type RevisionAction } from "@lorawan/contracts/history";
import { HttpError } from "../http/errors.js";
import { docId } from "./converters.js";
import type { Writer } from "./versionToken.js";

/**
 * Revisions (issue 49, decision 105). A single-record write keeps its revision in the top-level
 * `revisions` collection, in the same transaction: one extra document write, and one extra read
 * (the record's newest revision, for its sequence number). Each record has `revisionRetention`
 * slots, `revisions/{kind}-{id}-{seq mod 50}`, so the 51st revision overwrites the 1st: retention
 * costs no delete. A top-level collection (not a sub-collection per record) lets the activity log
 * read every record's revisions with one ordinary query.
 *
 * A write of many records (a bulk action, an import, a bulk delete, a restore from the trash) keeps
 * one `activity/{batchId}` document instead of a revision per record (400 products would be 800
 * writes, over Firestore's 500): it names every record it touched (`refs`) and, per record, the
 * fields it changed and the version it left. A record's history reads both.
 */
export const revisionsCollection = () => db().collection("revisions");
export const activityCollection = () => db().collection("activity");

/** A record's name in `refs` and in revision ids: "products-12". */
export const recordKey = (kind: HistoryKind, id: number) => `${kind}-${docId(id)}`;
const slotId = (kind: HistoryKind, id: number, seq: number) => `${recordKey(kind, id)}-${String(seq % revisionRetention).padStart(2, "0")}`;

/** Who makes a write and why: every store write takes one from the route. */
export interface WriteBy {
  actor: Actor;
  /** Defaults to the write's own kind (create, save, ...); "restore" for a restore. */
  action?: RevisionAction;
  restoredFrom?: string;
}

/** Fields that are not content: the record's identity and its version (`version` of the revision). */
const bookkeeping = new Set(["id", "createdAt", "updatedAt"]);

/** Firestore keeps JSON values; `undefined` is not one. */
const stored = (value: unknown): unknown => (value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown));

/** A value's JSON with every map's keys sorted: Firestore answers maps in key order, a form in its own. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b))) : inner,
  );
}

/** The fields whose value differs between two states of a record (null: the record does not exist). */
export function changesBetween(before: object | null, after: object | null): FieldChange[] {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((field) => !bookkeeping.has(field));
  return fields.filter((field) => canonical(b[field]) !== canonical(a[field])).map((field) => ({ field, before: stored(b[field]), after: stored(a[field]) }));
}

/** A person as stored beside each entry: `uid` on its own too, for the activity filter. */
const byFields = (actor: Actor) => ({ uid: actor.uid, by: { uid: actor.uid, email: actor.email, name: actor.name } });

/**
 * The record's own field holding its newest revision's number, so a save needs no read to find it.
 * No answer carries it: the converters read the fields they know, and a bulk write merges around it.
 */
const seqField = "revisionSeq";

/** The next revision of one record, its sequence number known (a transaction reads before it writes). */
export interface PendingRevision {
  /** The record's stored fields with the new revision's number, to write in place of the record. */
  stamped(stored: DocumentData): DocumentData;
  write(tx: Transaction, entry: { action: RevisionAction; by: WriteBy; name: string; before: object | null; after: object | null; version: string }): string;
}

/**
 * The next revision of a record, from the record as read in `tx` (`null` for a new one). A record
 * written before revisions existed, or by an import, has no number yet: then its newest revision is
 * read (one query of one document), once.
 */
export async function nextRevision(tx: Transaction, kind: HistoryKind, id: number, current: DocumentSnapshot | null): Promise<PendingRevision> {
  let seq = 1;
  const known: unknown = current?.get(seqField);
  if (typeof known === "number") seq = known + 1;
  else if (current?.exists) {
    const newest = await tx.get(revisionsCollection().where("ref", "==", recordKey(kind, id)).orderBy("seq", "desc").limit(1));
    seq = Number(newest.docs[0]?.get("seq") ?? 0) + 1;
  }
  return {
    stamped: (stored) => ({ ...stored, [seqField]: seq }),
    write(tx, { action, by, name, before, after, version }) {
      const revisionId = `r${seq}`;
      tx.set(revisionsCollection().doc(slotId(kind, id, seq)), {
        kind,
        recordId: id,
        ref: recordKey(kind, id),
        seq,
        revisionId,
        at: Timestamp.now(),
        ...byFields(by.actor),
        action: by.action ?? action,
        name,
        changes: changesBetween(before, after),
        version,
        ...(by.restoredFrom ? { restoredFrom: by.restoredFrom } : {}),
      });
      return revisionId;
    },
  };
}

/** One record touched by a write of many. */
export interface BatchItem {
  kind: HistoryKind;
  id: number;
  name: string;
  changes: FieldChange[];
  version: string;
}

export interface BatchEntry {
  batchId: string;
  action: ActivityAction;
  /** The action a touched record's history shows (a bulk delete is a "delete" there). */
  recordAction: RevisionAction;
  actor: Actor;
  items: BatchItem[];
}

export const newBatchId = () => randomUUID();

/** The stored form of a batch's items, merged into what earlier chunks of the same batch wrote. */
function batchFields(entry: BatchEntry, earlier: DocumentData | undefined): DocumentData {
  const refs: string[] = Array.isArray(earlier?.refs) ? [...(earlier.refs as string[])] : [];
  const changes: Record<string, FieldChange[]> = { ...((earlier?.changes as Record<string, FieldChange[]> | undefined) ?? {}) };
  const versions: Record<string, string> = { ...((earlier?.versions as Record<string, string> | undefined) ?? {}) };
  for (const item of entry.items) {
    const key = recordKey(item.kind, item.id);
    if (!refs.includes(key)) refs.push(key);
    if (item.changes.length > 0) changes[key] = item.changes.map((change) => ({ ...change, before: stored(change.before), after: stored(change.after) }));
    versions[key] = item.version;
  }
  // Each request of an action sent in parts is checked alone: the action as a whole is held here.
  if (refs.length > maxBatchRecords)
    throw new HttpError(400, `One action names at most ${maxBatchRecords.toLocaleString("en-US")} records; this one would name ${refs.length.toLocaleString("en-US")}`);
  const kinds = new Set(refs.map((ref) => ref.slice(0, ref.lastIndexOf("-"))));
  const single = refs.length === 1 ? entry.items[0] : undefined;
  return {
    at: earlier?.at ?? Timestamp.now(),
    ...byFields(entry.actor),
    action: entry.action,
    recordAction: entry.recordAction,
    kind: kinds.size === 1 ? [...kinds][0]! : null,
    recordId: single?.id ?? null,
    name: single?.name ?? null,
    count: refs.length,
    batchId: entry.batchId,
    refs,
    changes,
    versions,
  };
}

/**
 * Writes the batch's activity entry in `tx`. A batch written in several transactions (an import's
 * chunks, a large bulk delete) passes `earlier`, the entry as read at the start of this one, and the
 * entry grows; each transaction costs one read and one write for it.
 */
export function writeBatchEntry(tx: Writer, entry: BatchEntry, earlier?: DocumentData): void {
  if (entry.items.length === 0 && !earlier) return;
  tx.set(activityCollection().doc(entry.batchId), batchFields(entry, earlier));
}

/** The batch's entry as stored so far (read in the transaction that grows it). */
export async function readBatchEntry(tx: Transaction, batchId: string): Promise<DocumentData | undefined> {
  return (await tx.get(activityCollection().doc(batchId))).data();
}

/** An activity entry that is no record's write: a sign-in, an emptied trash. */
export async function logActivity(actor: Actor, action: "sign-in" | "empty-trash", count: number): Promise<void> {
  await activityCollection()
    .doc(newBatchId())
    .set({ at: Timestamp.now(), ...byFields(actor), action, kind: null, recordId: null, name: null, count, refs: [] });
}
