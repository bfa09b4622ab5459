import { paths } from "@lorawan/contracts/paths";
import type { PublicProduct } from "@lorawan/contracts/product";
import { facets, noFacetChoice, passesFacets, type Faceted, type FacetKey, type FacetSelection } from "./catalogueFacets";
import { comparePriceSortKeys, priceSortKey } from "./price";
import { catalogueIndex, type Searchable as SearchedFields } from "./catalogueSearch";

/**
 * Spec 3.2: the sort selector's options; "rating" has no logic of its own and sorts as newest.
 * Issue 46 adds "Best match" (the search's relevance; without a search, newest first).
 */
export const sortOptions = [
  { value: "newest", label: "Newest" },
  { value: "relevance", label: "Best match" },
  { value: "price-low", label: "Price: Low to High" },
  { value: "price-high", label: "Price: High to Low" },
  { value: "name", label: "Name" },
  { value: "rating", label: "Rating" },
] as const;
export type SortOption = (typeof sortOptions)[number]["value"];

export const allCategories = "all";

/**
 * The marketplace's filter state; it lives in the URL query (q, category, sort, and the facets'
 * repeatable region, sensor, ip and manufacturer) so views can be shared and bookmarked.
 */
export interface CatalogueFilters extends FacetSelection {
  search: string;
  category: string;
  sort: SortOption;
}

export const defaultFilters: CatalogueFilters = {
  search: "",
  category: allCategories,
  sort: "newest",
  ...noFacetChoice,
};

type Searchable = SearchedFields & Faceted;
type Sortable = Pick<PublicProduct, "id" | "name" | "price" | "currency" | "createdAt">;

const isSortOption = (value: string | null): value is SortOption => sortOptions.some((o) => o.value === value);

export function filtersFromSearchParams(params: URLSearchParams): CatalogueFilters {
  const sort = params.get("sort");
  const selection = Object.fromEntries(facets.map((facet) => [facet.key, facet.fromParams(params.getAll(facet.param))])) as unknown as FacetSelection;
  return {
    search: params.get("q") ?? "",
    category: params.get("category") || allCategories,
    sort: isSortOption(sort) ? sort : defaultFilters.sort,
    ...selection,
  };
}

/** Only non-default values are written, so the plain /marketplace URL stays the canonical one. */
export function filtersToSearchParams(filters: CatalogueFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set("q", filters.search);
  if (filters.category !== allCategories) params.set("category", filters.category);
  if (filters.sort !== defaultFilters.sort) params.set("sort", filters.sort);
  for (const facet of facets) for (const value of filters[facet.key]) params.append(facet.param, value);
  return params;
}

/**
 * What the marketplace's address says: the filters, and how many pages of results are shown
 * (`page`: Load More's link asks for one more, /marketplace?page=2 shows the first 24 devices).
 * The route's loader reads it once (pages/catalogue/MarketplacePage.tsx); the island writes it back
 * as the visitor changes the view.
 */
export interface MarketplaceAddress {
  filters: CatalogueFilters;
  pages: number;
  /**
   * The facets that list every option (`all=manufacturer`, repeatable); the others list their first
   * ones and a "Show all N" button. The page's HTML carries only what is listed: with the whole
   * Device Repository there are over 120 manufacturers (issue 32's HTML budget).
   */
  unfolded: FacetKey[];
}

const pageParam = "page";
/** The form's and the address's name for a facet whose every option is listed (its value: the facet's `param`). */
export const unfoldParam = "all";
/** The most pages an address can ask for: far past any catalogue's end, never an unbounded render. */
const mostPages = 1000;

export function addressFromSearchParams(params: URLSearchParams): MarketplaceAddress {
  const pages = Number(params.get(pageParam));
  const unfolded = params.getAll(unfoldParam);
  return {
    filters: filtersFromSearchParams(params),
    pages: Number.isInteger(pages) && pages > 1 ? Math.min(pages, mostPages) : 1,
    unfolded: facets.filter((facet) => unfolded.includes(facet.param)).map((facet) => facet.key),
  };
}

export function addressToSearchParams({ filters, pages, unfolded }: MarketplaceAddress): URLSearchParams {
  const params = filtersToSearchParams(filters);
  if (pages > 1) params.set(pageParam, String(pages));
  for (const facet of facets) if (unfolded.includes(facet.key)) params.append(unfoldParam, facet.param);
  return params;
}

/** The marketplace's address for a view: where the form, a chip or Load More leads without the island. */
export function marketplaceHref(address: MarketplaceAddress): string {
  const query = addressToSearchParams(address).toString();
  return query ? `${paths.marketplace}?${query}` : paths.marketplace;
}

/** What a search and category leave of a catalogue, best match first, and the nearest words when nothing matches. */
export interface SearchResult<P> {
  matching: P[];
  suggestions: string[];
}

/**
 * The search (spec 5's floor, read as a buyer means it: lib/catalogueSearch.ts) and the category
 * (equal, or all). Without a search, the catalogue's own order.
 */
export function searchProducts<P extends Searchable>(products: readonly P[], { search, category }: Pick<CatalogueFilters, "search" | "category">): SearchResult<P> {
  const inCategory = (product: P) => category === allCategories || product.category === category;
  if (!search.trim()) return { matching: products.filter(inCategory), suggestions: [] };
  const answer = catalogueIndex(products).search(search);
  const byId = new Map(products.map((product) => [product.id, product]));
  const matching = answer.ids.map((id) => byId.get(id)!).filter(inCategory);
  return { matching, suggestions: matching.length === 0 ? answer.suggestions : [] };
}

/**
 * The search and category, then the facets (issue 22): a product must match every facet with
 * a choice (AND across facets), by any one of its chosen options (OR within a facet).
 */
export function filterProducts<P extends Searchable>(
  products: readonly P[],
  { search, category, ...selection }: Pick<CatalogueFilters, "search" | "category"> & Partial<FacetSelection>,
): P[] {
  return searchProducts(products, { search, category }).matching.filter((product) => passesFacets(product, selection));
}

const newestFirst = (a: Sortable, b: Sortable) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id);

// One collator for every comparison: localeCompare with options builds one per call (~1 s for 5,000 names).
const nameCollator = new Intl.Collator("en", { sensitivity: "base" });
const byName = (a: Sortable, b: Sortable) => nameCollator.compare(a.name, b.name) || a.id - b.id;

/**
 * A sorted copy; the input is left alone (the catalogue the island keeps). "Best match" keeps the
 * order the search gave (`searched`); without a search it is newest first.
 */
export function sortProducts<P extends Sortable>(products: readonly P[], sort: SortOption, searched = false): P[] {
  if (sort === "relevance" && searched) return [...products];
  if (sort === "price-low" || sort === "price-high") {
    // Unpriced last, currencies not compared as plain numbers (decision 078). Each key is built once, not per comparison.
    const direction = sort === "price-low" ? "low-to-high" : "high-to-low";
    const keyed = products.map((product) => ({ product, price: priceSortKey(product) }));
    keyed.sort((a, b) => comparePriceSortKeys(a.price, b.price, direction) || newestFirst(a.product, b.product));
    return keyed.map((k) => k.product);
  }
  return [...products].sort(sort === "name" ? byName : newestFirst);
}

/** The categories in use, in first-seen (catalogue) order, for the category filter. */
export function categoriesInUse(products: readonly Pick<PublicProduct, "category">[]): string[] {
  const seen = new Set<string>();
  for (const product of products) if (product.category) seen.add(product.category);
  return [...seen];
}

export function applyFilters<P extends Searchable & Sortable>(
  products: readonly P[],
  filters: Pick<CatalogueFilters, "search" | "category" | "sort"> & Partial<FacetSelection>,
): P[] {
  return sortProducts(filterProducts(products, filters), filters.sort, filters.search.trim() !== "");
}
