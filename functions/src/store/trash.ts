import { Timestamp, type DocumentData, type DocumentReference, type Firestore, type Transaction } from "firebase-admin/firestore";
import { db } from "../firebase.js";
import { HttpError } from "../http/errors.js";
import { trashRetentionDays, type Actor, type TrashItem, type TrashKind, type TrashRef } from "@lorawan/contracts/history";
import { bumpCatalogueVersion } from "./catalogueVersion.js";
import { docId, toIso } from "./converters.js";
import { bumpNewsVersion } from "./newsVersion.js";
import {
  logActivity,
  newBatchId,
  nextRevision,
  readBatchEntry,
  recordKey,
  revisionsCollection,
  writeBatchEntry,
  type BatchItem,
  type WriteBy,
} from "./revisions.js";
import { assertBasedOnCurrent } from "./versionCheck.js";
import type { Writer } from "./versionToken.js";

/**
 * The trash (issue 49, decision 105): a deleted product or news article is moved, as stored, from
 * its collection to `trash/{kind}-{id}`, so every public read (catalogue, sitemap, feeds) and the
 * admin's lists leave it out with no filter. Restoring moves it back under its own id with every
 * field as it was; emptying (or the scheduled purge after `trashRetentionDays`) removes it and its
 * revisions for good.
 */
const trashCollection = () => db().collection("trash");

const kinds: Record<TrashKind, { collection: string; nameField: string; what: string; bump: (store: Firestore, writer: Writer) => void }> = {
  products: { collection: "products", nameField: "name", what: "product", bump: bumpCatalogueVersion },
  news: { collection: "news", nameField: "title", what: "news article", bump: bumpNewsVersion },
};

const recordDoc = (kind: TrashKind, id: number) => db().collection(kinds[kind].collection).doc(docId(id));
const trashDoc = (ref: TrashRef) => trashCollection().doc(recordKey(ref.kind, ref.id));

/**
 * Records per transaction when many move at once: each is two writes (out of its collection, into
 * the trash), and the batch's activity entry and the version ride along, inside Firestore's 500.
 */
const movesPerTransaction = 200;

/** Deletes per batch when emptying (a trashed record and its up to 50 revisions). */
const deletesPerBatch = 450;

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

/** A record's version and name from its stored fields. */
const versionOf = (data: DocumentData) => toIso(data.updatedAt);
const nameOf = (kind: TrashKind, data: DocumentData) => String(data[kinds[kind].nameField] ?? "");

function trashFields(kind: TrashKind, id: number, data: DocumentData, actor: Actor, batchId: string, deletedAt: Timestamp): DocumentData {
  return {
    kind,
    id,
    name: nameOf(kind, data),
    deletedAt,
    uid: actor.uid,
    deletedBy: { uid: actor.uid, email: actor.email, name: actor.name },
    batchId,
    record: data,
  };
}

function toTrashItem(data: DocumentData): TrashItem {
  const by = (data.deletedBy ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  return {
    kind: data.kind === "news" ? "news" : "products",
    id: Number(data.id),
    name: String(data.name ?? ""),
    deletedAt: toIso(data.deletedAt),
    deletedBy: { uid: String(by.uid ?? ""), email: text(by.email), name: text(by.name) },
    batchId: String(data.batchId ?? ""),
  };
}

/** The trashed record of each ref, or undefined where it is not in the trash. */
async function readTrashed(refs: readonly TrashRef[]): Promise<(DocumentData | undefined)[]> {
  if (refs.length === 0) return [];
  const snapshots = await db().getAll(...refs.map(trashDoc));
  return snapshots.map((snapshot) => snapshot.data());
}

const notInTrash = (refs: TrashRef[]) =>
  new HttpError(404, `Not in the trash: ${refs.map((ref) => `${ref.kind} ${ref.id}`).join(", ")}; nothing was changed`, { missing: refs });

/** Restores one chunk in one transaction; answers the refs it moved back. */
async function restoreChunk(store: Firestore, tx: Transaction, refs: TrashRef[], actor: Actor, batchId: string): Promise<TrashRef[]> {
  const [trashed, existing, earlier] = await Promise.all([
    tx.getAll(...refs.map(trashDoc)),
    tx.getAll(...refs.map((ref) => recordDoc(ref.kind, ref.id))),
    readBatchEntry(tx, batchId),
  ]);
  const present = refs
    .map((ref, i) => ({ ref, data: trashed[i]!.data()?.record as DocumentData | undefined, taken: existing[i]!.exists }))
    .filter((item) => item.data);
  const taken = present.filter((item) => item.taken);
  if (taken.length > 0)
    throw new HttpError(409, `A record with the same id exists again: ${taken.map((item) => `${item.ref.kind} ${item.ref.id}`).join(", ")}`);
  // A product's category may have been deleted while it was in the trash (a delete detaches only the products it can see).
  const categoryIds = [
    ...new Set(present.flatMap((item) => (item.ref.kind === "products" && typeof item.data!.categoryId === "number" ? [item.data!.categoryId as number] : []))),
  ];
  const slugs = present.filter((item) => item.ref.kind === "news" && typeof item.data!.slug === "string");
  const [categories, slugOwners] = await Promise.all([
    categoryIds.length > 0 ? tx.getAll(...categoryIds.map((id) => store.collection("categories").doc(docId(id)))) : Promise.resolve([]),
    Promise.all(slugs.map((item) => tx.get(store.collection("news").where("slug", "==", item.data!.slug)))),
  ]);
  const slugTaken = slugs.filter((_, i) => !slugOwners[i]!.empty);
  if (slugTaken.length > 0) {
    throw new HttpError(
      409,
      `Another news article has the slug of ${slugTaken.map((item) => `"${nameOf("news", item.data!)}"`).join(", ")} now; change its slug first`,
    );
  }
  const knownCategories = new Set(categories.filter((snapshot) => snapshot.exists).map((snapshot) => Number(snapshot.id)));
  const items: BatchItem[] = [];
  const touched = new Set<TrashKind>();
  for (const { ref, data } of present) {
    const record = { ...data! };
    if (ref.kind === "products" && typeof record.categoryId === "number" && !knownCategories.has(record.categoryId))
      Object.assign(record, { categoryId: null, category: null });
    tx.set(recordDoc(ref.kind, ref.id), record);
    tx.delete(trashDoc(ref));
    items.push({ kind: ref.kind, id: ref.id, name: nameOf(ref.kind, record), changes: [], version: versionOf(record) });
    touched.add(ref.kind);
  }
  writeBatchEntry(tx, { batchId, action: "restore-from-trash", recordAction: "restore-from-trash", actor, items }, earlier);
  for (const kind of touched) kinds[kind].bump(store, tx);
  return present.map((item) => item.ref);
}

/** Removes trashed records and their revisions for good; answers how many were in the trash. */
async function removeForGood(refs: readonly TrashRef[]): Promise<number> {
  const store = db();
  const revisionDocs = await Promise.all(refs.map((ref) => revisionsCollection().where("ref", "==", recordKey(ref.kind, ref.id)).get()));
  const deletes: DocumentReference[] = [...refs.map(trashDoc), ...revisionDocs.flatMap((snapshot) => snapshot.docs.map((doc) => doc.ref))];
  for (const chunk of chunks(deletes, deletesPerBatch)) {
    const batch = store.batch();
    for (const ref of chunk) batch.delete(ref);
    await batch.commit();
  }
  return refs.length;
}

/** The actor of the scheduled purge in the activity log. */
const purgeActor: Actor = { uid: "scheduled-purge", email: null, name: "Scheduled purge" };

export const trashStore = {
  /**
   * Moves one record to the trash (DELETE of a product or news article), with a "delete" revision,
   * version-checked like any write; false when there is no such record.
   */
  async moveOne<T extends { updatedAt: string }>(
    kind: TrashKind,
    id: number,
    by: WriteBy,
    baseVersion: string | undefined,
    fromStored: (id: number, data: DocumentData) => T,
  ): Promise<boolean> {
    const store = db();
    return store.runTransaction(async (tx) => {
      const snapshot = await tx.get(recordDoc(kind, id));
      const data = snapshot.data();
      if (!data) return false;
      const record = fromStored(id, data);
      assertBasedOnCurrent(record, baseVersion, kinds[kind].what);
      const revision = await nextRevision(tx, kind, id, snapshot);
      tx.delete(recordDoc(kind, id));
      // The copy carries the delete's revision number, so the record's next revision follows it once restored.
      tx.set(trashDoc({ kind, id }), trashFields(kind, id, revision.stamped(data), by.actor, newBatchId(), Timestamp.now()));
      revision.write(tx, { action: "delete", by, name: nameOf(kind, data), before: record, after: record, version: record.updatedAt });
      kinds[kind].bump(store, tx);
      return true;
    });
  },

  /**
   * Moves many records of one kind to the trash under one batch id (a bulk delete), 200 per
   * transaction, each checking again that its records exist and have the versions the caller read.
   * The caller checks all of them first; a record changed between two transactions stops the
   * delete with a 409, and what earlier transactions moved stays in the trash, from which it is
   * restored as one batch.
   */
  async moveMany(kind: TrashKind, ids: readonly number[], actor: Actor, batchId: string, versions: Record<string, string> = {}): Promise<number> {
    const store = db();
    let moved = 0;
    for (const chunk of chunks(ids, movesPerTransaction)) {
      moved += await store.runTransaction(async (tx) => {
        const [snapshots, earlier] = await Promise.all([tx.getAll(...chunk.map((id) => recordDoc(kind, id))), readBatchEntry(tx, batchId)]);
        const missing = chunk.filter((_, i) => !snapshots[i]!.exists);
        if (missing.length > 0)
          throw new HttpError(404, `No ${kinds[kind].what} with id ${missing.join(", ")}; the rest of this delete was not carried out`, { missing });
        const records = snapshots.map((snapshot) => snapshot.data()!);
        const changed = records.filter(
          (data, i) => versions[String(chunk[i])] !== undefined && Date.parse(versions[String(chunk[i])]!) !== Date.parse(versionOf(data)),
        );
        if (changed.length > 0) {
          const names = changed.map((data) => `"${nameOf(kind, data)}"`).join(", ");
          throw new HttpError(409, `Changed by someone else after your list was loaded: ${names}; the rest of this delete was not carried out`);
        }
        const now = Timestamp.now();
        const items: BatchItem[] = chunk.map((id, i) => {
          const data = records[i]!;
          tx.delete(recordDoc(kind, id));
          tx.set(trashDoc({ kind, id }), trashFields(kind, id, data, actor, batchId, now));
          return { kind, id, name: nameOf(kind, data), changes: [], version: versionOf(data) };
        });
        writeBatchEntry(tx, { batchId, action: "bulk-delete", recordAction: "delete", actor, items }, earlier);
        kinds[kind].bump(store, tx);
        return chunk.length;
      });
    }
    return moved;
  },

  /** Everything in the trash, newest first (the stored records themselves are not read out). */
  async list(): Promise<TrashItem[]> {
    const snapshot = await trashCollection().select("kind", "id", "name", "deletedAt", "deletedBy", "batchId").orderBy("deletedAt", "desc").get();
    return snapshot.docs.map((doc) => toTrashItem(doc.data()));
  },

  /** Every trashed record whole, for Data Sync's export. */
  async listWhole(): Promise<(TrashItem & { record: DocumentData })[]> {
    const snapshot = await trashCollection().orderBy("deletedAt", "desc").get();
    return snapshot.docs.map((doc) => ({ ...toTrashItem(doc.data()), record: doc.data().record as DocumentData }));
  },

  /** The refs of one delete request's items still in the trash. */
  async refsOfBatch(batchId: string): Promise<TrashRef[]> {
    const snapshot = await trashCollection().where("batchId", "==", batchId).get();
    return snapshot.docs.map((doc) => ({ kind: toTrashItem(doc.data()).kind, id: Number(doc.get("id")) }));
  },

  /**
   * Moves records back, exactly as they were (same id, fields, published state, version), 200 per
   * transaction, with one activity entry; an item not in the trash makes it a 404 that changes
   * nothing. A product's category deleted meanwhile is cleared, as the delete would have done.
   */
  async restore(refs: readonly TrashRef[], actor: Actor): Promise<TrashRef[]> {
    const stored = await readTrashed(refs);
    const missing = refs.filter((_, i) => !stored[i]);
    if (missing.length > 0) throw notInTrash(missing);
    const store = db();
    const batchId = newBatchId();
    const restored: TrashRef[] = [];
    for (const chunk of chunks(refs, movesPerTransaction))
      restored.push(...(await store.runTransaction((tx) => restoreChunk(store, tx, chunk, actor, batchId))));
    return restored;
  },

  /** Removes the chosen records (404 if one is not in the trash), or the whole trash, for good. */
  async empty(target: { items: readonly TrashRef[] } | { all: true }, actor: Actor): Promise<number> {
    let refs: TrashRef[];
    if ("all" in target) {
      const snapshot = await trashCollection().select("kind", "id").get();
      refs = snapshot.docs.map((doc) => ({ kind: toTrashItem(doc.data()).kind, id: Number(doc.get("id")) }));
    } else {
      const stored = await readTrashed(target.items);
      const missing = target.items.filter((_, i) => !stored[i]);
      if (missing.length > 0) throw notInTrash(missing);
      refs = [...target.items];
    }
    const removed = await removeForGood(refs);
    if (removed > 0) await logActivity(actor, "empty-trash", removed);
    return removed;
  },

  /** The scheduled purge: removes what has been in the trash longer than `trashRetentionDays`. */
  async purge(now = new Date()): Promise<number> {
    const cutoff = Timestamp.fromMillis(now.getTime() - trashRetentionDays * 24 * 60 * 60 * 1000);
    const snapshot = await trashCollection().where("deletedAt", "<", cutoff).select("kind", "id").get();
    const refs = snapshot.docs.map((doc) => ({ kind: toTrashItem(doc.data()).kind, id: Number(doc.get("id")) }));
    const removed = await removeForGood(refs);
    if (removed > 0) await logActivity(purgeActor, "empty-trash", removed);
    return removed;
  },

  /**
   * Data Sync's import: trashed records of a file, each already under a new id of this database
   * (so nothing is overwritten), written in batches.
   */
  async addImported(items: readonly (TrashItem & { record: DocumentData })[]): Promise<void> {
    const store = db();
    for (const chunk of chunks(items, deletesPerBatch)) {
      const batch = store.batch();
      for (const item of chunk) {
        batch.set(trashDoc(item), {
          ...trashFields(item.kind, item.id, item.record, item.deletedBy, item.batchId, Timestamp.fromDate(new Date(item.deletedAt))),
          name: item.name,
        });
      }
      await batch.commit();
    }
  },
};
