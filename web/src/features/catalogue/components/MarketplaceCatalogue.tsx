import { Box, Button, Container, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useDeferredValue, useMemo, useState } from "react";
import { busyUntilHydrated } from "~/islands/attributes";
import { JsonLd } from "~/components/JsonLd";
import { paths } from "@lorawan/contracts/paths";
import { siteUrl } from "~/config/site";
import type { SetSearchParams } from "~/lib/useHistorySearchParams";
import type { ProductsState } from "../api/getProducts";
import { itemListJsonLd } from "../lib/itemListJsonLd";
import { facetOptions, passesFacets } from "../lib/catalogueFacets";
import { categoriesInUse, filterProducts, filtersFromSearchParams, filtersToSearchParams, sortProducts, type CatalogueFilters } from "../lib/catalogueFilters";
import { CatalogueControls } from "./CatalogueControls";
import { CatalogueFacets } from "./CatalogueFacets";
import { CompareTray } from "./CompareControls";
import { ProductCard, ProductCardSkeleton } from "./ProductCard";

/** Spec 9.1: 6 placeholders while loading. The grid shows a page at a time (Load More Devices). */
export const placeholderCount = 6;
export const pageSize = 12;

export interface MarketplaceCatalogueProps {
  /** The URL query, which holds the filters (search, category, sort). */
  searchParams: URLSearchParams;
  setSearchParams: SetSearchParams;
  products: ProductsState;
}

/** Spec 2.8: the marketplace's controls, count and grid. The filter state lives in the URL query so a view can be shared. */
export function MarketplaceCatalogue({ searchParams, setSearchParams, products }: MarketplaceCatalogueProps) {
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);
  const { data, isPending, isError } = products;
  const categories = useMemo(() => categoriesInUse(data ?? []), [data]);
  // Typing stays responsive on a large catalogue: the list catches up a frame later.
  const deferredFilters = useDeferredValue(filters);
  const { search, category, sort, regions, sensors, ipRatings } = deferredFilters;
  // The facets count within what the search and category leave (issue 22).
  const matching = useMemo(() => filterProducts(data ?? [], { search, category }), [data, search, category]);
  const selection = useMemo(() => ({ regions, sensors, ipRatings }), [regions, sensors, ipRatings]);
  const filtered = useMemo(() => sortProducts(matching.filter((product) => passesFacets(product, selection)), sort), [matching, selection, sort]);
  const facetGroups = useMemo(() => facetOptions(data ?? [], matching, selection), [data, matching, selection]);

  const filterKey = filtersToSearchParams(filters).toString();
  const [shown, setShown] = useState({ key: filterKey, count: pageSize });
  const visibleCount = shown.key === filterKey ? shown.count : pageSize;
  const visible = filtered.slice(0, visibleCount);

  const update = (next: Partial<CatalogueFilters>) => {
    const params = filtersToSearchParams({ ...filters, ...next });
    // Typing replaces the history entry; choosing a category or sort adds one, so Back undoes it.
    setSearchParams(params, { replace: next.search !== undefined });
  };

  return (
    <Container maxW="7xl" py={{ base: "8", md: "12" }}>
      <Stack gap="6">
        <Heading as="h2" srOnly>
          Devices
        </Heading>
        <CatalogueControls filters={filters} categories={categories} onChange={update} loading={isPending} />
        {data && <CatalogueFacets groups={facetGroups} selection={filters} onChange={update} />}
        {/* Always rendered, so the grid does not move down when the count arrives. */}
        <Text role="status" color="fg.muted" {...busyUntilHydrated} _loading={{ visibility: "hidden" }}>
          {isPending ? "Loading devices..." : isError ? "" : filtered.length === 1 ? "1 device found" : `${filtered.length} devices found`}
        </Text>
        {isPending ? (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6" role="status" aria-busy="true" aria-label="Loading devices">
            {Array.from({ length: placeholderCount }, (_, i) => (
              <ProductCardSkeleton key={i} />
            ))}
          </SimpleGrid>
        ) : isError ? (
          <Text role="alert" color="fg.error" py="12" textAlign="center">
            The catalogue could not be loaded. Please try again.
          </Text>
        ) : (
          <>
            {filtered.length === 0 ? (
              <Stack py="16" textAlign="center" gap="2" {...busyUntilHydrated} _loading={{ visibility: "hidden" }}>
                <Heading as="h2" size="xl">
                  No devices found
                </Heading>
                <Text color="fg.muted">Try adjusting your search or filter criteria</Text>
              </Stack>
            ) : (
              <>
                <SimpleGrid
                  as="ul"
                  listStyleType="none"
                  columns={{ base: 1, sm: 2, lg: 3 }}
                  gap="6"
                  aria-label="Devices"
                  {...busyUntilHydrated}
                  // Spec 4's loading state over results a search or filter has made out of date:
                  // each card becomes a placeholder of its size until the answer is there.
                  _loading={{ "& > li": { animation: "pulse", bg: "gray.100", rounded: "l3" }, "& > li > *": { visibility: "hidden" } }}
                >
                  {visible.map((product, i) => (
                    // Cards off screen are laid out only when scrolled near (most of a page of
                    // results on a phone), at about a card's height until then. Only the first
                    // card's image is fetched at once (and preloaded): on a phone the others are
                    // below the fold and would share a slow connection with it; on a wider screen
                    // the first row's others are in view, and lazy loading fetches them at layout.
                    <Box as="li" key={product.id} css={{ contentVisibility: "auto", containIntrinsicSize: "auto 32rem" }}>
                      <ProductCard product={product} priority={i === 0} />
                    </Box>
                  ))}
                </SimpleGrid>
                <JsonLd data={itemListJsonLd(visible, siteUrl, paths.product)} />
              </>
            )}
            {visibleCount < filtered.length && (
              <Button alignSelf="center" variant="outline" minH="11" onClick={() => setShown({ key: filterKey, count: visibleCount + pageSize })}>
                Load More Devices
              </Button>
            )}
          </>
        )}
      </Stack>
      <CompareTray />
    </Container>
  );
}
