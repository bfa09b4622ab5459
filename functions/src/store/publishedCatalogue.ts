import { db } from "../firebase.js";
import { prepareText, type PreparedText } from "../http/compress.js";
import { toPublicProduct, type PublicProduct } from "@lorawan/contracts/product";
import { catalogueVersionRef, newCatalogueVersion } from "./catalogueVersion.js";
import { productsStore } from "./products.js";

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
  /** Each public product's id and updatedAt, in catalogue order (the sitemap's entries). */
  pages: { id: number; updatedAt: string }[];
}

let cached: PublishedCatalogue | null = null;
/** The token most recently read: a slow read of an older version does not replace a newer one. */
let latestVersion: string | null = null;
/** Catalogue reads under way, by version: concurrent misses share one. */
const building = new Map<string, Promise<PublishedCatalogue>>();

/**
 * The current version token. Data written before the token existed has none: the first reader
 * creates one (in a transaction, so a concurrent write's token is never overwritten).
 */
async function currentVersion(): Promise<string> {
  const store = db();
  const ref = catalogueVersionRef(store);
  const stored: unknown = (await ref.get()).get("version");
  const version =
    typeof stored === "string"
      ? stored
      : await store.runTransaction(async (tx) => {
          const existing: unknown = (await tx.get(ref)).get("version");
          if (typeof existing === "string") return existing;
          const created = newCatalogueVersion();
          tx.set(ref, created);
          return created.version;
        });
  latestVersion = version;
  return version;
}

/**
 * Reads the catalogue for `version`. The version was read first, so this read sees at least that
 * version's writes; a write landing in between changes the token, and the next request reads again.
 */
async function build(version: string): Promise<PublishedCatalogue> {
  const stored = await productsStore.listPublished();
  const products = stored.map(toPublicProduct);
  const body = await prepareText(JSON.stringify(products));
  return { version, products, body, pages: stored.map(({ id, updatedAt }) => ({ id, updatedAt })) };
}

function catalogueAt(version: string): Promise<PublishedCatalogue> {
  if (cached?.version === version) return Promise.resolve(cached);
  let pending = building.get(version);
  if (!pending) {
    pending = build(version)
      .then((catalogue) => {
        if (!cached || version === latestVersion) cached = catalogue;
        return catalogue;
      })
      .finally(() => building.delete(version));
    building.set(version, pending);
  }
  return pending;
}

export const publishedCatalogue = {
  currentVersion,
  /** The catalogue answer for a version read by `currentVersion` (from memory when unchanged). */
  at: catalogueAt,
  /** The current catalogue: one document read while it is unchanged. */
  async current(): Promise<PublishedCatalogue> {
    return catalogueAt(await currentVersion());
  },
};
