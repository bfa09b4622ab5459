import type { Firestore } from "firebase-admin/firestore";
import { bumpVersion, versionRef, type Writer } from "./versionToken.js";

/**
 * `meta/catalogue` names the current state of the products (store/versionToken.ts): every write of a
 * product, drafts included, replaces its token in the same commit, and so does every other write
 * that changes what GET /api/products (or the sitemap, or the marketplace page) answers. The
 * function caches the public catalogue under it (store/publishedCatalogue.ts), so a page view costs
 * one document read instead of one per product, and the admin's list (store/adminProductList.ts).
 */
export const catalogueVersionRef = (store: Firestore) => versionRef(store, "catalogue");

/** Marks the catalogue changed, in the same commit as the change. */
export function bumpCatalogueVersion(store: Firestore, writer: Writer): void {
  bumpVersion(store, writer, "catalogue");
}
