import type { Firestore } from "firebase-admin/firestore";
import { bumpVersion, versionRef, type Writer } from "./versionToken.js";

/**
 * `meta/catalogue` names the current state of the public catalogue (store/versionToken.ts): every
 * write changing what GET /api/products (or the sitemap, or the marketplace page) answers replaces
 * its token in the same commit. The function caches the catalogue under it
 * (store/publishedCatalogue.ts), so a page view costs one document read instead of one per product.
 */
export const catalogueVersionRef = (store: Firestore) => versionRef(store, "catalogue");

/** Marks the catalogue changed, in the same commit as the change. */
export function bumpCatalogueVersion(store: Firestore, writer: Writer): void {
  bumpVersion(store, writer, "catalogue");
}
