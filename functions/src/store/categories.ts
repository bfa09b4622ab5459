import { Timestamp, type FirestoreDataConverter } from "firebase-admin/firestore";
import { db } from "../firebase.js";
import { HttpError } from "../http/errors.js";
import type { Category, CategoryInput } from "../schema/category.js";
import { bumpCatalogueVersion } from "./catalogueVersion.js";
import { docId, toIso, toTimestamp } from "./converters.js";
import { nextId } from "./counters.js";

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
export function categoryOrder(a: Category, b: Category): number {
  return a.sortOrder - b.sortOrder || a.name.localeCompare(b.name);
}

/** Names compare without case or surrounding space: "Sensors" and "sensors " are one category. */
export const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const duplicateName = (name: string) => new HttpError(409, `A category named "${name}" already exists`);

export const categoriesStore = {
  async list(): Promise<Category[]> {
    const snapshot = await categoriesCollection().get();
    return snapshot.docs.map((doc) => doc.data()).sort(categoryOrder);
  },

  async get(id: number): Promise<Category | null> {
    return (await categoriesCollection().doc(docId(id)).get()).data() ?? null;
  },

  /** Creates a category; the name is checked for uniqueness in the same transaction. */
  async create(input: CategoryInput): Promise<Category> {
    const store = db();
    return store.runTransaction(async (tx) => {
      const existing = await tx.get(categoriesCollection());
      if (existing.docs.some((doc) => sameName(doc.data().name, input.name))) throw duplicateName(input.name);
      const id = await nextId(store, tx, "categories");
      const now = new Date().toISOString();
      const category: Category = { id, ...input, createdAt: now, updatedAt: now };
      tx.set(categoriesCollection().doc(docId(id)), category);
      return category;
    });
  },

  /** Updates a category; a rename is copied to the products that use it. */
  async update(id: number, input: CategoryInput): Promise<Category | null> {
    const store = db();
    return store.runTransaction(async (tx) => {
      const ref = categoriesCollection().doc(docId(id));
      const [current, all, users] = await Promise.all([tx.get(ref), tx.get(categoriesCollection()), tx.get(products().where("categoryId", "==", id))]);
      const before = current.data();
      if (!before) return null;
      if (all.docs.some((doc) => doc.id !== ref.id && sameName(doc.data().name, input.name))) throw duplicateName(input.name);
      const category: Category = { ...before, ...input, updatedAt: new Date().toISOString() };
      tx.set(ref, category);
      if (before.name !== category.name && !users.empty) {
        for (const product of users.docs) tx.update(product.ref, { category: category.name, updatedAt: Timestamp.now() });
        bumpCatalogueVersion(store, tx);
      }
      return category;
    });
  },

  /**
   * Deletes a category and detaches its products (categoryId null, category cleared) in the same
   * batch. Answers the number of products detached, or null when there was no such category.
   */
  async delete(id: number): Promise<number | null> {
    const ref = categoriesCollection().doc(docId(id));
    if (!(await ref.get()).exists) return null;
    const users = await products().where("categoryId", "==", id).get();
    const batch = db().batch();
    batch.delete(ref);
    for (const product of users.docs) batch.update(product.ref, { categoryId: null, category: null, updatedAt: Timestamp.now() });
    if (!users.empty) bumpCatalogueVersion(db(), batch);
    await batch.commit();
    return users.size;
  },
};
