import { catalogueUrl, type CatalogueEntry } from "@lorawan/contracts/catalogueEntry";
import { takeEarlyRequest } from "~/boot/requests";
import { getJson } from "~/lib/api";
import { prepareCatalogueIndex } from "../lib/catalogueSearch";

// Kept apart from the query hooks (getProducts.ts): the marketplace's island loads the catalogue
// without TanStack Query (decision 010).

/**
 * GET /api/catalogue: the published catalogue's entries (issue 46), searched in the browser, with
 * their search index built in slices that leave the page free to answer input. The marketplace's
 * request started right after paint (decision 055) is taken when there is one.
 */
export async function getProducts(): Promise<CatalogueEntry[]> {
  const entries = await (takeEarlyRequest<CatalogueEntry[]>(catalogueUrl) ?? getJson<CatalogueEntry[]>(catalogueUrl));
  await prepareCatalogueIndex(entries);
  return entries;
}
