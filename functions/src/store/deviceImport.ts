import { db } from "../firebase.js";
import { nameKey } from "@lorawan/contracts/nameKey";
import type { Actor } from "@lorawan/contracts/history";
import type { Product, ProductInput } from "@lorawan/contracts/product";
import { bumpCatalogueVersion } from "./catalogueVersion.js";
import { docId } from "./converters.js";
import { reserveIds } from "./counters.js";
import { productsCollection } from "./products.js";
import { newBatchId, writeBatchEntry } from "./revisions.js";

/** Firestore commits at most 500 writes; a batch of products leaves room for the catalogue version. */
const batchSize = 400;

type Identity = Pick<ProductInput, "manufacturer" | "name" | "model">;

/**
 * The same device: the same vendor and name, and the same part number when both name one (issue 32:
 * the Device Repository has "Flood Sensor" from two vendors, and one device name in two part numbers).
 */
const identityKey = (product: Identity) => `${nameKey(product.manufacturer)}\u0000${nameKey(product.name)}`;
const sameDevice = (a: Identity, b: Identity) => !a.model || !b.model || nameKey(a.model) === nameKey(b.model);

/**
 * For each input, whether it duplicates a product of the catalogue or an earlier input of the list
 * (those are skipped: existing products are never overwritten).
 */
export async function findDuplicates(inputs: readonly Identity[]): Promise<boolean[]> {
  const known = new Map<string, Identity[]>();
  const remember = (product: Identity) => {
    const key = identityKey(product);
    known.set(key, [...(known.get(key) ?? []), product]);
  };
  for (const doc of (await productsCollection().get()).docs) remember(doc.data());
  return inputs.map((input) => {
    if ((known.get(identityKey(input)) ?? []).some((other) => sameDevice(input, other))) return true;
    remember(input);
    return false;
  });
}

/**
 * Writes the products with consecutive new ids, in batches of 400 (the whole Device Repository,
 * about 900 devices, is three commits), each changing the catalogue version.
 */
export async function addProducts(inputs: readonly ProductInput[], actor: Actor): Promise<Product[]> {
  if (inputs.length === 0) return [];
  const store = db();
  const ids = await reserveIds(store, "products", inputs.length);
  const now = new Date().toISOString();
  const products: Product[] = inputs.map((input, i) => ({ ...input, id: ids[i]!, category: null, categoryId: null, createdAt: now, updatedAt: now }));
  const items = products.map((product) => ({ kind: "products" as const, id: product.id, name: product.name, changes: [], version: now }));
  const batchId = newBatchId();
  for (let start = 0; start < products.length; start += batchSize) {
    const batch = store.batch();
    // One activity entry for the whole import (issue 49), written with its first products.
    if (start === 0) writeBatchEntry(batch, { batchId, action: "import", recordAction: "import", actor, items });
    for (const product of products.slice(start, start + batchSize)) batch.set(productsCollection().doc(docId(product.id)), product);
    bumpCatalogueVersion(store, batch);
    await batch.commit();
  }
  return products;
}
