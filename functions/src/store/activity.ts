import { Timestamp, type Query, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { db } from "../firebase.js";
import { HttpError } from "../http/errors.js";
import {
  revisionActions,
  type ActivityAction,
  type ActivityEntry,
  type ActivityPage,
  type ActivityQuery,
  type Actor,
  type HistoryKind,
} from "@lorawan/contracts/history";
import { toIso } from "./converters.js";
import { actorFrom } from "./history.js";
import { activityCollection, logActivity, revisionsCollection } from "./revisions.js";

/**
 * The activity log (issue 49, decision 105) reads two collections and merges them newest first:
 * `revisions` (every single-record write, one entry each: a save costs no activity write of its own)
 * and `activity` (a bulk action, an import, a bulk delete or a restore from the trash as one entry
 * with its count; sign-ins; emptied trash). Each page is one query per collection of at most
 * `limit + 1` documents.
 */
const peopleCollection = () => db().collection("activityPeople");

const dayStart = (day: string) => Timestamp.fromMillis(Date.parse(`${day}T00:00:00.000Z`));
const dayEnd = (day: string) => Timestamp.fromMillis(Date.parse(`${day}T00:00:00.000Z`) + 24 * 60 * 60 * 1000 - 1);

/**
 * Where a page ends: the time of its last entry and the ids at exactly that time already shown. The
 * next page reads from that time on (inclusive), so entries sharing a millisecond are never lost.
 */
interface Cursor {
  at: string;
  seen: string[];
}
const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString("base64url");
function decodeCursor(text: string): Cursor {
  try {
    const cursor = JSON.parse(Buffer.from(text, "base64url").toString("utf8")) as Cursor;
    if (
      typeof cursor.at === "string" &&
      !Number.isNaN(Date.parse(cursor.at)) &&
      Array.isArray(cursor.seen) &&
      cursor.seen.every((id) => typeof id === "string")
    )
      return cursor;
  } catch {
    // Falls through to the 400.
  }
  throw new HttpError(400, "Invalid request", { issues: [{ path: "cursor", message: "Not a cursor this log gave out" }] });
}

function fromRevision(doc: QueryDocumentSnapshot): ActivityEntry {
  const d = doc.data();
  return {
    id: `r-${doc.id}-${String(d.seq)}`,
    at: toIso(d.at),
    by: actorFrom(d.by),
    action: d.action as ActivityAction,
    kind: d.kind as HistoryKind,
    recordId: Number(d.recordId),
    name: typeof d.name === "string" ? d.name : null,
    count: 1,
  };
}

function fromActivity(doc: QueryDocumentSnapshot): ActivityEntry {
  const d = doc.data();
  return {
    id: `a-${doc.id}`,
    at: toIso(d.at),
    by: actorFrom(d.by),
    action: d.action as ActivityAction,
    kind: typeof d.kind === "string" ? (d.kind as HistoryKind) : null,
    recordId: typeof d.recordId === "number" ? d.recordId : null,
    name: typeof d.name === "string" ? d.name : null,
    count: typeof d.count === "number" ? d.count : 1,
    ...(typeof d.batchId === "string" ? { batchId: d.batchId } : {}),
  };
}

const isRevisionAction = (action: ActivityAction) => (revisionActions as readonly string[]).includes(action);

/** One collection's part of a page: the filters as where clauses, newest first. */
function filtered(base: Query, query: ActivityQuery, cursor: Cursor | null, size: number): Query {
  let q = base;
  if (query.person) q = q.where("uid", "==", query.person);
  if (query.action) q = q.where("action", "==", query.action);
  if (query.from) q = q.where("at", ">=", dayStart(query.from));
  const upTo = [query.to ? dayEnd(query.to) : null, cursor ? Timestamp.fromDate(new Date(cursor.at)) : null].filter((t): t is Timestamp => t !== null);
  if (upTo.length > 0)
    q = q.where(
      "at",
      "<=",
      upTo.reduce((a, b) => (a.toMillis() <= b.toMillis() ? a : b)),
    );
  return q.orderBy("at", "desc").limit(size);
}

const newestFirst = (a: ActivityEntry, b: ActivityEntry) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id);

export const activityStore = {
  /** One page of the log, newest first, and everyone who appears in it (for the person filter). */
  async page(query: ActivityQuery): Promise<ActivityPage> {
    const cursor = query.cursor ? decodeCursor(query.cursor) : null;
    const size = query.limit + 1 + (cursor?.seen.length ?? 0);
    const readRevisions = !query.action || isRevisionAction(query.action);
    const [revisions, batches, people] = await Promise.all([
      readRevisions ? filtered(revisionsCollection(), query, cursor, size).get() : null,
      filtered(activityCollection(), query, cursor, size).get(),
      peopleCollection().get(),
    ]);
    const seen = new Set(cursor?.seen ?? []);
    const merged = [...(revisions?.docs.map(fromRevision) ?? []), ...batches.docs.map(fromActivity)]
      .filter((entry) => !(entry.at === cursor?.at && seen.has(entry.id)))
      .sort(newestFirst);
    const entries = merged.slice(0, query.limit);
    const last = entries.at(-1);
    let nextCursor: string | null = null;
    if (merged.length > query.limit && last) {
      const atLast = entries.filter((entry) => entry.at === last.at).map((entry) => entry.id);
      nextCursor = encodeCursor({ at: last.at, seen: last.at === cursor?.at ? [...cursor.seen, ...atLast] : atLast });
    }
    const everyone = new Map<string, Actor>(people.docs.map((doc) => [doc.id, actorFrom(doc.data())]));
    for (const entry of entries) if (!everyone.has(entry.by.uid)) everyone.set(entry.by.uid, entry.by);
    return { entries, nextCursor, people: [...everyone.values()].sort((a, b) => (a.name ?? a.email ?? a.uid).localeCompare(b.name ?? b.email ?? b.uid)) };
  },

  /** Every entry the filters select, newest first (the CSV export), read a page at a time. */
  async all(query: Omit<ActivityQuery, "cursor" | "limit">, max = 10_000): Promise<ActivityEntry[]> {
    const entries: ActivityEntry[] = [];
    let cursor: string | undefined;
    do {
      const page = await activityStore.page({ ...query, limit: 100, ...(cursor ? { cursor } : {}) });
      entries.push(...page.entries);
      cursor = page.nextCursor ?? undefined;
    } while (cursor && entries.length < max);
    return entries;
  },
};

/** An admin's sign-in: an entry in the log, and the person remembered for its person filter. */
export async function logSignIn(actor: Actor): Promise<void> {
  await Promise.all([logActivity(actor, "sign-in", 1), peopleCollection().doc(actor.uid).set(actor)]);
}
