import type { DocumentReference, Firestore, Transaction } from "firebase-admin/firestore";
import { db } from "../firebase.js";
import type { Category } from "@lorawan/contracts/category";
import { exportFileVersion, importPartRecords, type ExportFile, type ImportCounts, type ImportFile } from "@lorawan/contracts/dataSync";
import { nameKey } from "@lorawan/contracts/nameKey";
import type { Actor } from "@lorawan/contracts/history";
import type { News } from "@lorawan/contracts/news";
import type { Product } from "@lorawan/contracts/product";
import { bumpCatalogueVersion } from "./catalogueVersion.js";
import { categoriesCollection, categoriesStore } from "./categories.js";
import { docId } from "./converters.js";
import { reserveIds } from "./counters.js";
import { trashStore } from "./trash.js";
import { newsCollection, newsFromStored, newsStore, newsToStored } from "./news.js";
import { bumpNewsVersion } from "./newsVersion.js";
import { productFromStored, productsCollection, productsStore, productToStored } from "./products.js";
import { newBatchId, readBatchEntry, writeBatchEntry, type BatchEntry, type BatchItem } from "./revisions.js";

/**
 * Items per transaction (`importPartRecords`: the admin's page sends a larger file in parts of this
 * size). A file of this size or less (the whole demo catalogue is ~50 items) is imported all or nothing.
 */
export const importChunkSize = importPartRecords;

type Chunk = Pick<ImportFile, "categories" | "products" | "news">;

/** The file's items in order (categories before the products that refer to them), in chunks. */
function chunksOf(file: ImportFile): Chunk[] {
  const items = [
    ...file.categories.map((item) => ({ kind: "categories" as const, item })),
    ...file.products.map((item) => ({ kind: "products" as const, item })),
    ...file.news.map((item) => ({ kind: "news" as const, item })),
  ];
  const chunks: Chunk[] = [];
  for (let start = 0; start < items.length; start += importChunkSize) {
    const chunk: Chunk = { categories: [], products: [], news: [] };
    for (const entry of items.slice(start, start + importChunkSize)) {
      if (entry.kind === "categories") chunk.categories.push(entry.item);
      else if (entry.kind === "products") chunk.products.push(entry.item);
      else chunk.news.push(entry.item);
    }
    chunks.push(chunk);
  }
  return chunks;
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

/** Reads the id counters (every read of a transaction comes before its writes). */
/** A product of an import file as stored here: a new id, this database's category (or none), created now. */
function importedProduct(input: Omit<Product, "id" | "category" | "createdAt" | "updatedAt">, id: number, category: Category | undefined, now: string): Product {
  return { ...input, id, categoryId: category?.id ?? null, category: category?.name ?? null, createdAt: now, updatedAt: now };
}

async function idCounters(store: Firestore, tx: Transaction) {
  const refs = (["categories", "products", "news"] as const).map((name) => store.collection("counters").doc(name));
  const snapshots = await tx.getAll(...refs);
  const last = snapshots.map((snapshot) => Number(snapshot.get("last") ?? 0));
  const taken = [0, 0, 0];
  return {
    take(index: 0 | 1 | 2, count: number): number[] {
      const first = last[index]! + taken[index]! + 1;
      taken[index]! += count;
      return Array.from({ length: count }, (_, i) => first + i);
    },
    write() {
      refs.forEach((ref, i) => {
        if (taken[i]) tx.set(ref, { last: last[i]! + taken[i]! });
      });
    },
  };
}

/**
 * One chunk in one transaction: what exists is read inside it, so a chunk is written whole or not
 * at all, and a chunk that runs again (a retried or resumed import) adds only what is still new.
 */
async function importChunk(
  store: Firestore,
  tx: Transaction,
  file: ImportFile,
  chunk: Chunk,
  entry: Omit<BatchEntry, "items">,
  productKeys: ReadonlySet<string>,
  signal?: AbortSignal,
): Promise<ImportCounts & { productKeys: string[] }> {
  const [categories, sameNames, news, counters, earlier] = await Promise.all([
    tx.get(categoriesCollection()),
    productsNamed(tx, chunk.products.map((product) => product.name).filter((name) => !productKeys.has(nameKey(name)))),
    chunk.news.length > 0 ? tx.get(newsCollection()) : null,
    idCounters(store, tx),
    readBatchEntry(tx, entry.batchId),
  ]);
  // The caller was already answered (the reads waited out the request deadline): write nothing.
  signal?.throwIfAborted();
  const now = new Date().toISOString();
  const writes: { ref: DocumentReference<never>; data: unknown }[] = [];

  const categoryByName = new Map(categories.docs.map((doc) => [nameKey(doc.data().name), doc.data()]));
  const addCategories = newItems(chunk.categories, (c) => nameKey(c.name), categoryByName.keys());
  const categoryIds = counters.take(0, addCategories.length);
  const created: Category[] = addCategories.map(({ id: _fileId, ...input }, i) => ({ ...input, id: categoryIds[i]!, createdAt: now, updatedAt: now }));
  for (const category of created) categoryByName.set(nameKey(category.name), category);
  // The file's category id -> the category of this database with the same name.
  const categoryOfFileId = new Map<number, Category>();
  for (const item of file.categories) {
    const target = categoryByName.get(nameKey(item.name));
    if (typeof item.id === "number" && target) categoryOfFileId.set(item.id, target);
  }
  for (const category of created) {
    const parent = category.parentId === null ? undefined : categoryOfFileId.get(category.parentId);
    category.parentId = parent?.id ?? null;
    writes.push({ ref: categoriesCollection().doc(docId(category.id)) as DocumentReference<never>, data: category });
  }

  const addProducts = newItems(chunk.products, (p) => nameKey(p.name), [...productKeys, ...sameNames]);
  const productIds = counters.take(1, addProducts.length);
  addProducts.forEach(({ id: _fileId, category: categoryName, ...input }, i) => {
    const category =
      (input.categoryId !== null ? categoryOfFileId.get(input.categoryId) : undefined) ??
      (categoryName ? categoryByName.get(nameKey(categoryName)) : undefined);
    const product = importedProduct(input, productIds[i]!, category, now);
    writes.push({ ref: productsCollection().doc(docId(product.id)) as DocumentReference<never>, data: product });
  });

  const addNews = newItems(chunk.news, (n) => n.slug, news?.docs.map((doc) => doc.data().slug) ?? []);
  const newsIds = counters.take(2, addNews.length);
  addNews.forEach(({ id: _fileId, publishedAt, ...input }, i) => {
    const article: News = { ...input, id: newsIds[i]!, publishedAt: input.isPublished ? (publishedAt ?? now) : null, createdAt: now, updatedAt: now };
    writes.push({ ref: newsCollection().doc(docId(article.id)) as DocumentReference<never>, data: article });
  });

  for (const { ref, data } of writes) tx.set(ref, data as never);
  // The whole import is one activity entry (issue 49), grown by each chunk in its own transaction.
  const items: BatchItem[] = [
    ...created.map((category) => ({ kind: "categories" as const, id: category.id, name: category.name, changes: [], version: now })),
    ...writes
      .filter(({ ref }) => ref.parent.id !== "categories")
      .map(({ ref, data }) => {
        const record = data as { id: number; name?: string; title?: string };
        return {
          kind: ref.parent.id === "news" ? ("news" as const) : ("products" as const),
          id: record.id,
          name: record.name ?? record.title ?? "",
          changes: [],
          version: now,
        };
      }),
  ];
  writeBatchEntry(tx, { ...entry, items }, earlier);
  // Each chunk commits on its own, so each one that adds products marks the catalogue changed.
  if (addProducts.length > 0) bumpCatalogueVersion(store, tx);
  if (addNews.length > 0) bumpNewsVersion(store, tx);
  counters.write();
  return { categories: created.length, products: addProducts.length, news: addNews.length, productKeys: addProducts.map((product) => nameKey(product.name)) };
}

/** Firestore takes at most 30 values in one `in` filter. */
const inFilterValues = 30;

/**
 * The name keys of the products named exactly `names`, read in `tx`: a product another import wrote
 * since this one read every name (`productNameKeys`) is found here, and one written before this
 * transaction commits makes it run again. The transaction reads these few, not the catalogue, so
 * its time does not grow with the catalogue's size.
 */
async function productsNamed(tx: Transaction, names: string[]): Promise<string[]> {
  const queries = [];
  for (let start = 0; start < names.length; start += inFilterValues)
    queries.push(tx.get(productsCollection().where("name", "in", names.slice(start, start + inFilterValues))));
  return (await Promise.all(queries)).flatMap((snapshot) => snapshot.docs.map((doc) => nameKey(doc.data().name)));
}

/**
 * Every product's name key (read once per request, outside the transactions: the import skips
 * these). The collection without its converter: a `select` answers the name alone, not a product.
 */
async function productNameKeys(): Promise<Set<string>> {
  return new Set((await db().collection("products").select("name").get()).docs.map((doc) => nameKey(String(doc.get("name") ?? ""))));
}

/**
 * The file's trash (issue 49): a trashed product whose name, or article whose slug, is new to this
 * database (live or trashed) goes into the trash under a new id, its category matched by name; its
 * deletion time, person and batch are kept, so the purge and a batch restore treat it as before.
 */
async function importTrash(items: ImportFile["trash"]): Promise<number> {
  if (items.length === 0) return 0;
  const [categories, products, news, trashed] = await Promise.all([
    categoriesStore.list(),
    productsCollection().get(),
    newsCollection().get(),
    trashStore.listWhole(),
  ]);
  const names = [
    ...products.docs.map((doc) => doc.data().name),
    ...trashed.filter((item) => item.kind === "products").map((item) => String(item.record.name ?? "")),
  ];
  const slugs = [...news.docs.map((doc) => doc.data().slug), ...trashed.filter((item) => item.kind === "news").map((item) => String(item.record.slug ?? ""))];
  const freshProducts = newItems(
    items.filter((item) => item.kind === "products"),
    (item) => nameKey(item.record.name),
    names.map(nameKey),
  );
  const freshNews = newItems(
    items.filter((item) => item.kind === "news"),
    (item) => item.record.slug,
    slugs,
  );
  const store = db();
  const [productIds, newsIds] = await Promise.all([reserveIds(store, "products", freshProducts.length), reserveIds(store, "news", freshNews.length)]);
  const categoryByName = new Map(categories.map((category) => [nameKey(category.name), category]));
  const now = new Date().toISOString();
  const entries = [
    ...freshProducts.map(({ record: { id: _fileId, category: name, ...input }, ...item }, i) => {
      const product = importedProduct(input, productIds[i]!, name ? categoryByName.get(nameKey(name)) : undefined, now);
      return { ...item, id: product.id, record: productToStored(product) };
    }),
    ...freshNews.map(({ record: { id: _fileId, publishedAt, ...input }, ...item }, i) => {
      const article: News = { ...input, id: newsIds[i]!, publishedAt: input.isPublished ? (publishedAt ?? now) : null, createdAt: now, updatedAt: now };
      return { ...item, id: article.id, record: newsToStored(article) };
    }),
  ];
  await trashStore.addImported(entries);
  return entries.length;
}

export const dataSyncStore = {
  async exportAll(): Promise<ExportFile> {
    const [categories, products, news, trashed] = await Promise.all([
      categoriesStore.list(),
      productsStore.listAll(),
      newsStore.list(),
      trashStore.listWhole(),
    ]);
    const trash = trashed.map((item) =>
      item.kind === "products"
        ? { ...item, kind: item.kind, record: productFromStored(item.id, item.record) }
        : { ...item, kind: item.kind, record: newsFromStored(item.id, item.record) },
    );
    return { version: exportFileVersion, exportedAt: new Date().toISOString(), categories, products, news, trash };
  },

  /**
   * Adds the file's items that are new (by name; slug for news), never overwriting. Category ids of
   * the file are remapped to this database's ids (by the file's id, else by category name). If the
   * import is interrupted, what was written is whole chunks, and running it again adds the rest. The
   * admin's page sends a larger file in parts (`importParts`), each a file of its own.
   */
  async importNew(file: ImportFile, actor: Actor, signal?: AbortSignal): Promise<{ added: ImportCounts; trash: number; skipped: ImportCounts }> {
    const store = db();
    // A file sent in parts repeats its batch id: its parts grow one activity entry.
    const entry = { batchId: file.batchId ?? newBatchId(), action: "import", recordAction: "import", actor } as const;
    const added: ImportCounts = { categories: 0, products: 0, news: 0 };
    const productKeys = file.products.length > 0 ? await productNameKeys() : new Set<string>();
    for (const chunk of chunksOf(file)) {
      signal?.throwIfAborted();
      const counts = await store.runTransaction((tx) => importChunk(store, tx, file, chunk, entry, productKeys, signal));
      for (const key of counts.productKeys) productKeys.add(key);
      added.categories += counts.categories;
      added.products += counts.products;
      added.news += counts.news;
    }
    const trash = await importTrash(file.trash);
    return {
      added,
      trash,
      skipped: {
        categories: file.categories.length - added.categories,
        products: file.products.length - added.products,
        news: file.news.length - added.news,
      },
    };
  },
};
