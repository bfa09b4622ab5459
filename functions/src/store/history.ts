import type { DocumentData, QueryDocumentSnapshot } from "firebase-admin/firestore";
import { db } from "../firebase.js";
import { HttpError } from "../http/errors.js";
import type { Category, CategoryInput } from "@lorawan/contracts/category";
import { revisionRetention, type Actor, type FieldChange, type HistoryKind, type Revision, type RevisionAction } from "@lorawan/contracts/history";
import type { News, NewsInput } from "@lorawan/contracts/news";
import type { Product, ProductInput } from "@lorawan/contracts/product";
import { categoriesStore } from "./categories.js";
import { docId, toIso } from "./converters.js";
import { newsCollection, newsStore } from "./news.js";
import { productsStore } from "./products.js";
import { activityCollection, recordKey, revisionsCollection, type WriteBy } from "./revisions.js";
import { assertBasedOnCurrent } from "./versionCheck.js";

const text = (value: unknown) => (typeof value === "string" ? value : null);

/** The person stored beside an entry. */
export function actorFrom(value: unknown): Actor {
  const by = (value ?? {}) as Record<string, unknown>;
  return { uid: String(by.uid ?? ""), email: text(by.email), name: text(by.name) };
}

const changesFrom = (value: unknown): FieldChange[] =>
  Array.isArray(value)
    ? value.map((change: Record<string, unknown>) => ({ field: String(change.field), before: change.before ?? null, after: change.after ?? null }))
    : [];

function fromRevisionDoc(doc: QueryDocumentSnapshot): Revision & { seq: number } {
  const d = doc.data();
  return {
    id: String(d.revisionId),
    kind: d.kind as HistoryKind,
    recordId: Number(d.recordId),
    at: toIso(d.at),
    by: actorFrom(d.by),
    action: d.action as RevisionAction,
    changes: changesFrom(d.changes),
    version: String(d.version ?? ""),
    ...(typeof d.restoredFrom === "string" ? { restoredFrom: d.restoredFrom } : {}),
    seq: Number(d.seq),
  };
}

/** A record's part of a batch entry (a bulk action, an import, a bulk delete, a restore from the trash). */
function fromBatchDoc(doc: QueryDocumentSnapshot, kind: HistoryKind, id: number): Revision & { seq: number } {
  const d = doc.data();
  const key = recordKey(kind, id);
  return {
    id: `b-${doc.id}`,
    kind,
    recordId: id,
    at: toIso(d.at),
    by: actorFrom(d.by),
    action: d.recordAction as RevisionAction,
    changes: changesFrom((d.changes as Record<string, unknown> | undefined)?.[key]),
    version: String((d.versions as Record<string, unknown> | undefined)?.[key] ?? ""),
    batchId: String(d.batchId ?? doc.id),
    seq: 0,
  };
}

/** Collections of the three kinds; a trashed record is at `trash/{kind}-{id}`. */
const collectionOf = (kind: HistoryKind) => db().collection(kind);

/**
 * A record's revisions, newest first: its own (`revisions`, at most 50) and its part of every batch
 * entry that names it, two queries. Null when the record neither exists nor is in the trash.
 */
async function revisionsOf(kind: HistoryKind, id: number): Promise<Revision[] | null> {
  const key = recordKey(kind, id);
  const [record, own, batches] = await Promise.all([
    collectionOf(kind).doc(docId(id)).get(),
    revisionsCollection().where("ref", "==", key).orderBy("seq", "desc").limit(revisionRetention).get(),
    activityCollection().where("refs", "array-contains", key).orderBy("at", "desc").limit(revisionRetention).get(),
  ]);
  if (!record.exists && !(await db().collection("trash").doc(key).get()).exists) return null;
  const all = [...own.docs.map(fromRevisionDoc), ...batches.docs.map((doc) => fromBatchDoc(doc, kind, id))];
  all.sort((a, b) => b.at.localeCompare(a.at) || b.seq - a.seq);
  return all.slice(0, revisionRetention).map(({ seq: _seq, ...revision }) => revision);
}

/**
 * The record as it was right before `revisionId` was applied (decision 105): walking from the newest
 * revision back to that one, each field takes the `before` of the oldest of them that changed it.
 */
function stateBefore<T extends object>(current: T, revisions: Revision[], revisionId: string): T {
  const index = revisions.findIndex((revision) => revision.id === revisionId);
  if (index < 0) throw new HttpError(404, `No revision ${revisionId} of this record (the last ${revisionRetention} are kept)`);
  if (revisions[index]!.action === "create")
    throw new HttpError(400, "This revision created the record: there is nothing before it to restore", {
      issues: [{ path: "revisionId", message: "Choose a later revision" }],
    });
  const target = { ...current } as Record<string, unknown>;
  for (const revision of revisions.slice(0, index + 1)) for (const change of revision.changes) if (change.field in target) target[change.field] = change.before;
  return target as T;
}

/** What each kind's restore writes: the fields its update takes, through its ordinary update. */
const restorers = {
  products: {
    get: (id: number) => productsStore.get(id),
    update: (id: number, record: Product, by: WriteBy, base: string) => {
      const { id: _id, category: _category, createdAt: _c, updatedAt: _u, ...input } = record;
      return productsStore.update(id, input satisfies ProductInput, by, base).catch(missingCategory(id, record, by, base));
    },
  },
  news: {
    get: async (id: number) => (await newsCollection().doc(docId(id)).get()).data() ?? null,
    update: (id: number, record: News, by: WriteBy, base: string) => {
      const { id: _id, publishedAt: _p, createdAt: _c, updatedAt: _u, ...input } = record;
      return newsStore.update(id, input satisfies NewsInput, by, base);
    },
  },
  categories: {
    get: (id: number) => categoriesStore.get(id),
    update: (id: number, record: Category, by: WriteBy, base: string) => {
      const { id: _id, createdAt: _c, updatedAt: _u, ...input } = record;
      return categoriesStore.update(id, input satisfies CategoryInput, by, base);
    },
  },
};

/** A restored product whose category was deleted since is restored without one. */
function missingCategory(id: number, record: Product, by: WriteBy, base: string) {
  return (error: unknown) => {
    if (!(error instanceof HttpError) || error.status !== 400 || record.categoryId === null) throw error;
    const { id: _id, category: _category, createdAt: _c, updatedAt: _u, ...input } = record;
    return productsStore.update(id, { ...input, categoryId: null }, by, base);
  };
}

export const historyStore = {
  /** GET /api/admin/{kind}/{id}/revisions; null for an unknown record. */
  revisionsOf,

  /**
   * POST /api/admin/{kind}/{id}/restore: the record back to its state right before the revision,
   * written by the kind's own update (same checks, one "restore" revision). `baseVersion` is the
   * version the admin read; the update checks it inside its transaction, so a record changed since
   * (even between these reads and that transaction) is a 409. Null for an unknown record.
   */
  async restore(kind: HistoryKind, id: number, revisionId: string, actor: Actor, baseVersion: string | undefined): Promise<DocumentData | null> {
    const restorer = restorers[kind] as {
      get: (id: number) => Promise<{ updatedAt: string } | null>;
      update: (id: number, record: never, by: WriteBy, base: string) => Promise<object | null>;
    };
    const current = await restorer.get(id);
    if (!current) return null;
    assertBasedOnCurrent(current, baseVersion, kind === "news" ? "news article" : kind === "products" ? "product" : "category");
    const revisions = (await revisionsOf(kind, id)) ?? [];
    const target = stateBefore(current, revisions, revisionId);
    return restorer.update(id, target as never, { actor, action: "restore", restoredFrom: revisionId }, baseVersion ?? current.updatedAt);
  },
};
