import { Timestamp, type FirestoreDataConverter, type QuerySnapshot } from "firebase-admin/firestore";
import { db } from "../firebase.js";
import { HttpError } from "../http/errors.js";
import type { Category, CategoryInput } from "@lorawan/contracts/category";
import { nameKey } from "@lorawan/contracts/nameKey";
import { bumpCatalogueVersion } from "./catalogueVersion.js";
import { docId, toIso, toTimestamp } from "./converters.js";
import { nextId } from "./counters.js";
import { idCreatedWithKey, rememberKey, type Created } from "./idempotency.js";
import { nextRevision, type WriteBy } from "./revisions.js";
import { assertBasedOnCurrent, nextVersion } from "./versionCheck.js";

const int = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? Math.trunc(value) : null);

const converter: FirestoreDataConverter<Category> = {
  toFirestore(category: Category) {
    const { id: _id, createdAt, updatedAt, ...rest } = category;
    return { ...rest, createdAt: toTimestamp(createdAt), updatedAt: toTimestamp(updatedAt) };
  },
  fromFirestore(snapshot) {
    const d = snapshot.data();
    return {
      id: Number(snapshot.id),
      name: String(d.name ?? ""),
      description: typeof d.description === "string" ? d.description : null,
      parentId: int(d.parentId),
      isActive: d.isActive ?? true,
      sortOrder: int(d.sortOrder) ?? 0,
      createdAt: toIso(d.createdAt),
      updatedAt: toIso(d.updatedAt),
    };
  },
};

export const categoriesCollection = () => db().collection("categories").withConverter(converter);
const products = () => db().collection("products");

/** Spec 2.14: categories sorted by sortOrder, then name. */
function categoryOrder(a: Category, b: Category): number {
  return a.sortOrder - b.sortOrder || a.name.localeCompare(b.name);
}

/** 409 on the name field, so the admin sees the reason where it belongs. */
const duplicateName = (name: string) => {
  const message = `A category named "${name.trim()}" already exists`;
  return new HttpError(409, message, { issues: [{ path: "name", message }] });
};
const badParent = (message: string) => new HttpError(400, "Invalid request", { issues: [{ path: "parentId", message }] });

/**
 * Checks a category's name and parent against every category (read in the writing transaction, so
 * a concurrent create or delete makes it run again): the name is free after normalisation
 * (nameKey), and the parent exists and is neither the category itself nor one of its descendants.
 */
function assertFits(all: QuerySnapshot<Category>, input: CategoryInput, ownId: number | null) {
  const key = nameKey(input.name);
  if (all.docs.some((doc) => doc.data().id !== ownId && nameKey(doc.data().name) === key)) throw duplicateName(input.name);
  if (input.parentId === null) return;
  const parentOf = new Map(all.docs.map((doc) => [doc.data().id, doc.data().parentId]));
  if (!parentOf.has(input.parentId)) throw badParent("No such category");
  // Walk up from the chosen parent: meeting the category itself means it would be its own ancestor.
  const seen = new Set<number>();
  for (let at: number | null | undefined = input.parentId; at !== null && at !== undefined && !seen.has(at); at = parentOf.get(at)) {
    if (at === ownId) throw badParent("A category cannot be placed under itself or one of its subcategories");
    seen.add(at);
  }
}

export const categoriesStore = {
  async list(): Promise<Category[]> {
    const snapshot = await categoriesCollection().get();
    return snapshot.docs.map((doc) => doc.data()).sort(categoryOrder);
  },

  async get(id: number): Promise<Category | null> {
    return (await categoriesCollection().doc(docId(id)).get()).data() ?? null;
  },

  /**
   * Creates a category; the name is checked for uniqueness in the same transaction. A repeated
   * idempotency key answers the category its first request created (decision 030).
   */
  async create(input: CategoryInput, by: WriteBy, idempotencyKey?: string): Promise<Created<Category>> {
    const store = db();
    return store.runTransaction(async (tx) => {
      const earlier = await idCreatedWithKey(tx, "categories", idempotencyKey);
      if (earlier !== null) {
        const record = (await tx.get(categoriesCollection().doc(docId(earlier)))).data();
        if (!record) throw new HttpError(409, "This request was already carried out, and the category it created has since been deleted");
        return { record, replayed: true };
      }
      assertFits(await tx.get(categoriesCollection()), input, null);
      const id = await nextId(store, tx, "categories");
      const now = nextVersion();
      const category: Category = { id, ...input, createdAt: now, updatedAt: now };
      const revision = await nextRevision(tx, "categories", id, null);
      tx.set(categoriesCollection().doc(docId(id)).withConverter(null), revision.stamped(converter.toFirestore(category)));
      revision.write(tx, { action: "create", by, name: category.name, before: null, after: category, version: now });
      rememberKey(tx, "categories", idempotencyKey, id);
      return { record: category, replayed: false };
    });
  },

  /** Updates a category; a rename is copied to the products that use it. Base-Version as for products. */
  async update(id: number, input: CategoryInput, by: WriteBy, baseVersion?: string): Promise<Category | null> {
    const store = db();
    return store.runTransaction(async (tx) => {
      const ref = categoriesCollection().doc(docId(id));
      const [current, all, users] = await Promise.all([tx.get(ref), tx.get(categoriesCollection()), tx.get(products().where("categoryId", "==", id))]);
      const before = current.data();
      if (!before) return null;
      assertBasedOnCurrent(before, baseVersion, "category");
      assertFits(all, input, id);
      const revision = await nextRevision(tx, "categories", id, current);
      const category: Category = { ...before, ...input, updatedAt: nextVersion(before.updatedAt) };
      tx.set(ref.withConverter(null), revision.stamped(converter.toFirestore(category)));
      revision.write(tx, { action: "save", by, name: category.name, before, after: category, version: category.updatedAt });
      if (before.name !== category.name && !users.empty) {
        for (const product of users.docs) tx.update(product.ref, { category: category.name, updatedAt: Timestamp.now() });
        bumpCatalogueVersion(store, tx);
      }
      return category;
    });
  },

  /**
   * Deletes a category and, in the same transaction, detaches its products (categoryId null,
   * category cleared) and its subcategories (parentId null): a product created at the same moment
   * either lands before and is detached, or after and is refused. Answers the number of products
   * detached, or null when there was no such category.
   */
  async delete(id: number, by: WriteBy, baseVersion?: string): Promise<number | null> {
    const store = db();
    return store.runTransaction(async (tx) => {
      const ref = categoriesCollection().doc(docId(id));
      const [current, users, children] = await Promise.all([
        tx.get(ref),
        tx.get(products().where("categoryId", "==", id)),
        tx.get(categoriesCollection().where("parentId", "==", id)),
      ]);
      const before = current.data();
      if (!before) return null;
      assertBasedOnCurrent(before, baseVersion, "category");
      const revision = await nextRevision(tx, "categories", id, current);
      tx.delete(ref);
      // Categories are not trashed (issue 49): the revision keeps every field as it was.
      revision.write(tx, { action: "delete", by, name: before.name, before, after: null, version: before.updatedAt });
      const now = Timestamp.now();
      for (const product of users.docs) tx.update(product.ref, { categoryId: null, category: null, updatedAt: now });
      for (const child of children.docs) tx.update(child.ref, { parentId: null, updatedAt: now });
      if (!users.empty) bumpCatalogueVersion(store, tx);
      return users.size;
    });
  },
};
