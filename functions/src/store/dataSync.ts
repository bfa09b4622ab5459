import type { DocumentReference, Firestore } from "firebase-admin/firestore";
import { db } from "../firebase.js";
import type { Category } from "../schema/category.js";
import { exportFileVersion, type ExportFile, type ImportCounts, type ImportFile } from "../schema/dataSync.js";
import type { News } from "../schema/news.js";
import type { Product } from "../schema/product.js";
import { categoriesCollection, categoriesStore } from "./categories.js";
import { docId } from "./converters.js";
import { reserveIds } from "./counters.js";
import { newsCollection, newsStore } from "./news.js";
import { productsCollection, productsStore } from "./products.js";

/** Firestore allows 500 writes per batch; stay below it. */
const batchSize = 400;

/** Names match without case or surrounding space, as category uniqueness does. */
const nameKey = (name: string) => name.trim().toLowerCase();

type Write = { ref: DocumentReference<never>; data: unknown };

async function commitInBatches(store: Firestore, writes: Write[]) {
  for (let start = 0; start < writes.length; start += batchSize) {
    const batch = store.batch();
    for (const { ref, data } of writes.slice(start, start + batchSize)) batch.set(ref, data as never);
    await batch.commit();
  }
}

/** Keeps the items whose key is new to the database and to the file itself. */
function newItems<T>(items: T[], keyOf: (item: T) => string, existing: Iterable<string>): T[] {
  const seen = new Set(existing);
  return items.filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

async function ids(store: Firestore, counter: string, count: number) {
  return count > 0 ? reserveIds(store, counter, count) : [];
}

export const dataSyncStore = {
  async exportAll(): Promise<ExportFile> {
    const [categories, products, news] = await Promise.all([categoriesStore.list(), productsStore.listAll(), newsStore.list()]);
    return { version: exportFileVersion, exportedAt: new Date().toISOString(), categories, products, news };
  },

  /**
   * Adds the file's items that are new (by name; slug for news), never overwriting. Category ids of
   * the file are remapped to this database's ids (by the file's id, else by category name).
   */
  async importNew(file: ImportFile): Promise<{ added: ImportCounts; skipped: ImportCounts }> {
    const store = db();
    const [categories, products, news] = await Promise.all([categoriesStore.list(), productsStore.listAll(), newsStore.list()]);
    const now = new Date().toISOString();
    const writes: Write[] = [];

    const categoryByName = new Map(categories.map((category) => [nameKey(category.name), category]));
    const addCategories = newItems(file.categories, (c) => nameKey(c.name), categoryByName.keys());
    const categoryIds = await ids(store, "categories", addCategories.length);
    const created: Category[] = addCategories.map(({ id: _fileId, ...input }, i) => ({ ...input, id: categoryIds[i]!, createdAt: now, updatedAt: now }));
    for (const category of created) categoryByName.set(nameKey(category.name), category);
    // The file's category id -> the category of this database with the same name.
    const categoryOfFileId = new Map<number, Category>();
    for (const item of file.categories) {
      const target = categoryByName.get(nameKey(item.name));
      if (typeof item.id === "number" && target) categoryOfFileId.set(item.id, target);
    }
    created.forEach((category) => {
      const parent = category.parentId === null ? undefined : categoryOfFileId.get(category.parentId);
      category.parentId = parent?.id ?? null;
      writes.push({ ref: categoriesCollection().doc(docId(category.id)) as DocumentReference<never>, data: category });
    });

    const addProducts = newItems(file.products, (p) => nameKey(p.name), products.map((p) => nameKey(p.name)));
    const productIds = await ids(store, "products", addProducts.length);
    addProducts.forEach(({ id: _fileId, category: categoryName, ...input }, i) => {
      const category =
        (input.categoryId !== null ? categoryOfFileId.get(input.categoryId) : undefined) ??
        (categoryName ? categoryByName.get(nameKey(categoryName)) : undefined);
      const product: Product = { ...input, id: productIds[i]!, categoryId: category?.id ?? null, category: category?.name ?? null, createdAt: now, updatedAt: now };
      writes.push({ ref: productsCollection().doc(docId(product.id)) as DocumentReference<never>, data: product });
    });

    const addNews = newItems(file.news, (n) => n.slug, news.map((n) => n.slug));
    const newsIds = await ids(store, "news", addNews.length);
    addNews.forEach(({ id: _fileId, publishedAt, ...input }, i) => {
      const article: News = { ...input, id: newsIds[i]!, publishedAt: input.isPublished ? (publishedAt ?? now) : null, createdAt: now, updatedAt: now };
      writes.push({ ref: newsCollection().doc(docId(article.id)) as DocumentReference<never>, data: article });
    });

    await commitInBatches(store, writes);
    const added = { categories: created.length, products: addProducts.length, news: addNews.length };
    return {
      added,
      skipped: {
        categories: file.categories.length - added.categories,
        products: file.products.length - added.products,
        news: file.news.length - added.news,
      },
    };
  },
};
