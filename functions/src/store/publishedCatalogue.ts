import { prepareText, type PreparedText } from "../http/compress.js";
import { toPublicProduct, type PublicProduct } from "@lorawan/contracts/product";
import { toCatalogueEntry, type CatalogueEntry } from "@lorawan/contracts/catalogueEntry";
import { productsStore } from "./products.js";
import { versionedCache, type VersionedCache } from "./versionToken.js";

/**
 * The public catalogue as GET /api/products answers it, kept in memory under the catalogue's
 * version token (store/catalogueVersion.ts). Every request still reads the version document, so a
 * write through any instance shows in the next answer of every instance; only the catalogue itself
 * (one read per product) is skipped while the token is unchanged. Nothing is served when the
 * version cannot be read: a database outage still answers 503 (the request deadline).
 */
export interface PublishedCatalogue {
  version: string;
  /** The public products, in catalogue order (the marketplace page renders them). */
  products: PublicProduct[];
  /** The JSON array of public products, and its gzip. */
  body: PreparedText;
  /** The products as the marketplace reads them (its page searches these; issue 46), in catalogue order. */
  entries: CatalogueEntry[];
  /** The JSON array of `entries` (GET /api/catalogue), and its gzip. */
  entriesBody: PreparedText;
  /** Each public product's id and updatedAt, in catalogue order (the sitemap's entries). */
  pages: { id: number; updatedAt: string }[];
}

/**
 * Reads the catalogue for `version`. The version was read first, so this read sees at least that
 * version's writes.
 */
async function build(version: string): Promise<PublishedCatalogue> {
  const stored = await productsStore.listPublished();
  const products = stored.map(toPublicProduct);
  const entries = products.map(toCatalogueEntry);
  const [body, entriesBody] = await Promise.all([prepareText(JSON.stringify(products)), prepareText(JSON.stringify(entries))]);
  return { version, products, body, entries, entriesBody, pages: stored.map(({ id, updatedAt }) => ({ id, updatedAt })) };
}

/** The current catalogue: one document read while it is unchanged (`currentVersion`, then `at`). */
export const publishedCatalogue: VersionedCache<PublishedCatalogue> = versionedCache("catalogue", build);
