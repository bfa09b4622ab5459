import type { DocumentData, DocumentSnapshot, QueryDocumentSnapshot, Timestamp, FirestoreDataConverter, Transaction } from "firebase-admin/firestore";
import { db } from "../firebase.js";
import { HttpError } from "../http/errors.js";
import { knownRegions, knownSensors, storedIpRating } from "@lorawan/contracts/deviceVocabulary";
import { z } from "zod";
import { productDefaults } from "@lorawan/contracts/productTerms";
import { documentLinkSchema, listedPriceSchema, purchaseLinkSchema, type BulkProductInput, type Product, type ProductInput } from "@lorawan/contracts/product";
import { bumpCatalogueVersion } from "./catalogueVersion.js";
import { docId, toIso, toTimestamp } from "./converters.js";
import { nextId } from "./counters.js";
import { idCreatedWithKey, rememberKey, type Created } from "./idempotency.js";
import type { Actor } from "@lorawan/contracts/history";
import { changesBetween, newBatchId, nextRevision, readBatchEntry, writeBatchEntry, type BatchItem, type WriteBy } from "./revisions.js";
import { trashStore } from "./trash.js";
import { assertBasedOnCurrent, nextVersion } from "./versionCheck.js";

type StoredProduct = Omit<Product, "id" | "createdAt" | "updatedAt"> & {
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

const list = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : []);
const text = (value: unknown): string | null => (typeof value === "string" ? value : null);
/** The entries of a stored list that have the shape (older documents have none). */
const entries = <T>(schema: z.ZodType<T>, value: unknown): T[] => (Array.isArray(value) ? value.flatMap((item) => schema.safeParse(item).data ?? []) : []);
const int = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? Math.trunc(value) : null);

/** Reads tolerate older or imported documents: missing fields take the spec's defaults. */
const converter: FirestoreDataConverter<Product> = {
  toFirestore(product: Product) {
    const { id: _id, createdAt, updatedAt, ...rest } = product;
    return { ...rest, createdAt: toTimestamp(createdAt), updatedAt: toTimestamp(updatedAt) } satisfies StoredProduct;
  },
  fromFirestore(snapshot) {
    const d = snapshot.data();
    const specs = d.specifications && typeof d.specifications === "object" ? d.specifications : {};
    return {
      id: Number(snapshot.id),
      name: String(d.name ?? ""),
      manufacturer: String(d.manufacturer ?? ""),
      model: text(d.model),
      category: text(d.category),
      categoryId: int(d.categoryId),
      description: String(d.description ?? ""),
      shortDescription: text(d.shortDescription),
      price: d.price === null || d.price === undefined ? null : String(d.price),
      currency: text(d.currency) ?? productDefaults.currency,
      image: text(d.image),
      imageGallery: list(d.imageGallery),
      specifications: Object.fromEntries(Object.entries(specs as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === "string")),
      features: list(d.features),
      tags: list(d.tags),
      connectivity: list(d.connectivity),
      certifications: list(d.certifications),
      dimensions: text(d.dimensions),
      weight: text(d.weight),
      powerRequirements: text(d.powerRequirements),
      operatingTemp: text(d.operatingTemp),
      datasheet: text(d.datasheet),
      website: text(d.website),
      // Absent takes spec 9.1's default; null is "not stated" (decision 079).
      availability: d.availability === undefined ? productDefaults.availability : text(d.availability),
      stock: int(d.stock),
      minOrderQty: d.minOrderQty === undefined ? productDefaults.minOrderQty : int(d.minOrderQty),
      leadTime: text(d.leadTime),
      isActive: d.isActive ?? productDefaults.isActive,
      isFeatured: d.isFeatured ?? productDefaults.isFeatured,
      isPublished: d.isPublished ?? productDefaults.isPublished,
      sortOrder: int(d.sortOrder) ?? productDefaults.sortOrder,
      seoTitle: text(d.seoTitle),
      seoDescription: text(d.seoDescription),
      lorawan: d.lorawan ?? productDefaults.lorawan,
      range: text(d.range),
      batteryLife: text(d.batteryLife),
      regions: knownRegions(d.regions),
      sensors: knownSensors(d.sensors),
      ipRating: storedIpRating(d.ipRating),
      secondIpRating: storedIpRating(d.secondIpRating),
      whereToBuy: entries(purchaseLinkSchema, d.whereToBuy),
      videos: list(d.videos),
      documents: entries(documentLinkSchema, d.documents),
      prices: entries(listedPriceSchema, d.prices),
      createdAt: toIso(d.createdAt),
      updatedAt: toIso(d.updatedAt),
    };
  },
};

export const productsCollection = () => db().collection("products").withConverter(converter);

/** A product from its stored fields (a trashed product's copy), and back. */
export const productFromStored = (id: number, data: DocumentData): Product =>
  converter.fromFirestore({ id: docId(id), data: () => data } as QueryDocumentSnapshot);
export const productToStored = (product: Product): DocumentData => converter.toFirestore(product);

/** Catalogue order: featured first, then the admin's sort order, then newest. */
function catalogueOrder(a: Product, b: Product): number {
  if (a.isFeatured !== b.isFeatured) return a.isFeatured ? -1 : 1;
  if (a.sortOrder !== b.sortOrder) return a.sortOrder - b.sortOrder;
  return b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
}

const isPublic = (product: Product) => product.isPublished && product.isActive;

export const productsStore = {
  /** Published, active products in catalogue order (spec 7: filtering happens in the browser). */
  async listPublished(): Promise<Product[]> {
    const snapshot = await productsCollection().where("isPublished", "==", true).get();
    return snapshot.docs
      .map((doc) => doc.data())
      .filter(isPublic)
      .sort(catalogueOrder);
  },

  /** One product if it exists and is public, else null. */
  async getPublished(id: number): Promise<Product | null> {
    const snapshot = await productsCollection().doc(docId(id)).get();
    const product = snapshot.data();
    return product && isPublic(product) ? product : null;
  },

  /** Every product, drafts and inactive ones included (admin list). */
  async listAll(): Promise<Product[]> {
    const snapshot = await productsCollection().get();
    return snapshot.docs.map((doc) => doc.data()).sort(catalogueOrder);
  },

  /** Any product, drafts and inactive ones included (admin form, preview), or null. */
  async get(id: number): Promise<Product | null> {
    return (await productsCollection().doc(docId(id)).get()).data() ?? null;
  },

  /**
   * Creates a product with the next numeric id; `category` is the chosen category's name. With an
   * idempotency key already used, answers the product that key created instead (decision 030).
   */
  async create(input: ProductInput, by: WriteBy, idempotencyKey?: string): Promise<Created<Product>> {
    const store = db();
    return store.runTransaction(async (tx) => {
      const earlier = await idCreatedWithKey(tx, "products", idempotencyKey);
      if (earlier !== null) return { record: await createdEarlier(tx, earlier), replayed: true };
      const category = await categoryNameOf(tx, input.categoryId);
      const id = await nextId(store, tx, "products");
      const now = nextVersion();
      const product: Product = { id, ...input, category, createdAt: now, updatedAt: now };
      const revision = await nextRevision(tx, "products", id, null);
      tx.set(productsCollection().doc(docId(id)).withConverter(null), revision.stamped(productToStored(product)));
      revision.write(tx, { action: "create", by, name: product.name, before: null, after: product, version: now });
      rememberKey(tx, "products", idempotencyKey, id);
      bumpCatalogueVersion(store, tx);
      return { record: product, replayed: false };
    });
  },

  /**
   * Replaces a product's fields (PUT semantics), keeping id and createdAt; null when missing. A
   * write based on another version than the stored one is refused with 409 (decision 030).
   */
  async update(id: number, input: ProductInput, by: WriteBy, baseVersion?: string): Promise<Product | null> {
    const store = db();
    return store.runTransaction(async (tx) => {
      const ref = productsCollection().doc(docId(id));
      const [current, category] = await Promise.all([tx.get(ref), categoryNameOf(tx, input.categoryId)]);
      const before = current.data();
      if (!before) return null;
      assertBasedOnCurrent(before, baseVersion, "product");
      const revision = await nextRevision(tx, "products", id, current);
      const product: Product = { ...input, id, category, createdAt: before.createdAt, updatedAt: nextVersion(before.updatedAt) };
      tx.set(ref.withConverter(null), revision.stamped(productToStored(product)));
      revision.write(tx, { action: "save", by, name: product.name, before, after: product, version: product.updatedAt });
      bumpCatalogueVersion(store, tx);
      return product;
    });
  },

  async setPublished(id: number, isPublished: boolean, by: WriteBy, baseVersion?: string): Promise<Product | null> {
    const store = db();
    return store.runTransaction(async (tx) => {
      const ref = productsCollection().doc(docId(id));
      const current = await tx.get(ref);
      const before = current.data();
      if (!before) return null;
      assertBasedOnCurrent(before, baseVersion, "product");
      const revision = await nextRevision(tx, "products", id, current);
      const product: Product = { ...before, isPublished, updatedAt: nextVersion(before.updatedAt) };
      tx.set(ref.withConverter(null), revision.stamped(productToStored(product)));
      const action = isPublished ? "publish" : "unpublish";
      revision.write(tx, { action, by, name: product.name, before, after: product, version: product.updatedAt });
      bumpCatalogueVersion(store, tx);
      return product;
    });
  },

  /**
   * One action on many products (issue 21), all or nothing: an unknown id (404), a product changed
   * since the admin's list showed it (409, with the changed ones), or an unknown category (400)
   * changes nothing. Publish, unpublish and a category change are one transaction, with one catalogue
   * version bump and one activity entry naming every product and what changed (issue 49); a delete
   * moves the products to the trash (trashStore.moveMany). A `batchId` the caller repeats over the
   * requests of one large selection makes them one entry. Answers the products as stored now (none
   * for a delete), so the admin's views take their new versions at once (issue 31).
   */
  async bulk({ ids, action, categoryId, versions, batchId }: BulkProductInput, actor: Actor): Promise<{ count: number; products: Product[] }> {
    const store = db();
    const batch = batchId ?? newBatchId();
    if (action === "delete") {
      const snapshots = (await store.getAll(...ids.map((id) => productsCollection().doc(docId(id))))) as DocumentSnapshot<Product>[];
      assertBulkTargets(ids, snapshots, versions);
      return { count: await trashStore.moveMany("products", ids, actor, batch, versions), products: [] };
    }
    return store.runTransaction(async (tx) => {
      const refs = ids.map((id) => productsCollection().doc(docId(id)));
      const [snapshots, category, earlier] = await Promise.all([
        Promise.all(refs.map((ref) => tx.get(ref))),
        action === "setCategory" ? categoryNameOf(tx, categoryId) : Promise.resolve(null),
        batchId ? readBatchEntry(tx, batch) : Promise.resolve(undefined),
      ]);
      const products = assertBulkTargets(ids, snapshots, versions);
      const stored: Product[] = [];
      const items: BatchItem[] = [];
      for (const [i, product] of products.entries()) {
        const patch: Partial<Product> = action === "setCategory" ? { categoryId: categoryId ?? null, category } : { isPublished: action === "publish" };
        const next: Product = { ...product, ...patch, updatedAt: nextVersion(product.updatedAt) };
        // Merged: the product keeps its own revision number (store/revisions.ts).
        tx.set(refs[i]!, next, { merge: true });
        stored.push(next);
        items.push({ kind: "products", id: next.id, name: next.name, changes: changesBetween(product, next), version: next.updatedAt });
      }
      const entryAction = bulkEntryAction[action];
      writeBatchEntry(tx, { batchId: batch, action: entryAction, recordAction: entryAction, actor, items }, earlier);
      bumpCatalogueVersion(store, tx);
      return { count: products.length, products: stored };
    });
  },

  /** Moves a product to the trash (issue 49); false when there was none. */
  async delete(id: number, by: WriteBy, baseVersion?: string): Promise<boolean> {
    return trashStore.moveOne("products", id, by, baseVersion, productFromStored);
  },
};

const bulkEntryAction = { publish: "bulk-publish", unpublish: "bulk-unpublish", setCategory: "bulk-category" } as const;

/** The products of a bulk action, or the 404 or 409 that refuses it whole. */
function assertBulkTargets(ids: readonly number[], snapshots: DocumentSnapshot<Product>[], versions: Record<string, string> | undefined): Product[] {
  const missing = ids.filter((_, i) => !snapshots[i]!.exists);
  if (missing.length > 0) throw new HttpError(404, `No product with id ${missing.join(", ")}; nothing was changed`, { missing });
  const products = snapshots.map((snapshot) => snapshot.data()!);
  const changed = products.filter((p) => versions?.[String(p.id)] !== undefined && Date.parse(versions[String(p.id)]!) !== Date.parse(p.updatedAt));
  if (changed.length > 0) {
    const names = changed.map((p) => `"${p.name}"`).join(", ");
    throw new HttpError(409, `Changed by someone else after your list was loaded: ${names}; nothing was changed`, { current: changed });
  }
  return products;
}

/** The product an earlier create with the same key made; gone since, the key cannot be used again. */
async function createdEarlier(tx: Transaction, id: number): Promise<Product> {
  const product = (await tx.get(productsCollection().doc(docId(id)))).data();
  if (!product) throw new HttpError(409, "This request was already carried out, and the product it created has since been deleted");
  return product;
}

/** The name of the category a product points at; an unknown category is the caller's mistake. */
async function categoryNameOf(tx: Transaction, categoryId: number | null): Promise<string | null> {
  if (categoryId === null) return null;
  const snapshot = await tx.get(db().collection("categories").doc(docId(categoryId)));
  if (!snapshot.exists) {
    throw new HttpError(400, "Invalid request", { issues: [{ path: "categoryId", message: "No such category" }] });
  }
  return String(snapshot.get("name") ?? "");
}
