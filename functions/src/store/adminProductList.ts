import { toProductSummary } from "@lorawan/contracts/product";
import { prepareText, type PreparedText } from "../http/compress.js";
import { productsStore } from "./products.js";
import { versionedCache, type VersionedCache } from "./versionToken.js";

/**
 * The admin's product list (GET /api/admin/products?view=summary), drafts included, kept in memory
 * under the catalogue's version token like the public catalogue: every product write replaces that
 * token, drafts included (store/catalogueVersion.ts). At 5,000 products reading every document took
 * seconds on each opening of the admin; now it costs one read while nothing has changed.
 */
export const adminProductList: VersionedCache<PreparedText> = versionedCache("catalogue", async () => {
  const products = await productsStore.listAll();
  return prepareText(JSON.stringify(products.map(toProductSummary)));
});

/**
 * Every product whole (GET /api/admin/products), the JSON text under the same token: each admin
 * device reads it to keep every product for offline work (issue 31, decision 068), so at 5,000
 * products it is read from memory, not from every document, while nothing has changed. Compressed per
 * request in the caller's encoding, off the event loop (sendLargeText): one copy of megabytes, not three.
 */
export const adminProductRecords: VersionedCache<string> = versionedCache("catalogue", async () => JSON.stringify(await productsStore.listAll()));
