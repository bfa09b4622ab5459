import { randomUUID } from "node:crypto";
import { Timestamp, type DocumentData, type DocumentReference, type Firestore } from "firebase-admin/firestore";

/**
 * `meta/catalogue` names the current state of the public catalogue: a random `version` token that
 * every write changing what GET /api/products (or the sitemap) answers replaces, in the same batch
 * or transaction as the write itself. The function caches the catalogue answer under that token
 * (store/publishedCatalogue.ts), so a page view costs one document read instead of one per product.
 *
 * Plain `set` of a fresh token rather than a counter: the embedded Firestore stand-in gets
 * FieldValue.increment wrong, and a token needs no read before the write.
 *
 * Takes the Firestore explicitly (no `db()`): the seed and the bench write products directly and
 * bump through this module too.
 */
export const catalogueVersionRef = (store: Firestore) => store.collection("meta").doc("catalogue");

export interface CatalogueVersion {
  version: string;
  changedAt: Timestamp;
}

export const newCatalogueVersion = (): CatalogueVersion => ({ version: randomUUID(), changedAt: Timestamp.now() });

/** A transaction or a write batch: both take a `set` that lands with the rest of the write. */
interface Writer {
  set(ref: DocumentReference<DocumentData>, data: DocumentData): unknown;
}

/** Marks the catalogue changed, in the same commit as the change. */
export function bumpCatalogueVersion(store: Firestore, writer: Writer): void {
  writer.set(catalogueVersionRef(store), newCatalogueVersion());
}
