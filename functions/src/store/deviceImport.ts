import { db } from "../firebase.js";
import { nameKey } from "@lorawan/contracts/nameKey";
import type { Product, ProductInput } from "@lorawan/contracts/product";
import { bumpCatalogueVersion } from "./catalogueVersion.js";
import { docId } from "./converters.js";
import { productsCollection } from "./products.js";

/** Each input in order: skipped when its name exists, else the product written (null in a preview). */
export interface DeviceImportOutcome {
  results: { input: ProductInput; skipped: boolean; product: Product | null }[];
}

/**
 * Adds the products whose names are new (to the catalogue and to the list itself), in one
 * transaction: all of them or none. Existing products are never overwritten. With `write: false`
 * the same answer is worked out and nothing is written (the admin's preview).
 */
export async function addNewProducts(inputs: readonly ProductInput[], write: boolean): Promise<DeviceImportOutcome> {
  const store = db();
  return store.runTransaction(async (tx) => {
    const counter = store.collection("counters").doc("products");
    const [existing, counterSnapshot] = await Promise.all([tx.get(productsCollection()), tx.get(counter)]);
    const taken = new Set(existing.docs.map((doc) => nameKey(doc.data().name)));
    let last = Number(counterSnapshot.get("last") ?? 0);
    const now = new Date().toISOString();
    const results: DeviceImportOutcome["results"] = inputs.map((input) => {
      const key = nameKey(input.name);
      if (taken.has(key)) return { input, skipped: true, product: null };
      taken.add(key);
      if (!write) return { input, skipped: false, product: null };
      last += 1;
      const product: Product = { ...input, id: last, category: null, categoryId: null, createdAt: now, updatedAt: now };
      tx.set(productsCollection().doc(docId(product.id)), product);
      return { input, skipped: false, product };
    });
    if (results.some((result) => result.product)) {
      tx.set(counter, { last });
      bumpCatalogueVersion(store, tx);
    }
    return { results };
  });
}
