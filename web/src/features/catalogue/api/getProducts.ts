import type { CatalogueEntry } from "@lorawan/contracts/catalogueEntry";

/** The catalogue as the marketplace's cards, facets and search read it (useFetchedProducts). */
export interface ProductsState {
  data: CatalogueEntry[] | undefined;
  isPending: boolean;
  isError: boolean;
}
