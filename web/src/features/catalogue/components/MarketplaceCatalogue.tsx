import { LinkButton } from "~/components/LinkButton";
import { chakra, defineStyle, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { memo, useCallback, useDeferredValue, useMemo } from "react";
import type { CatalogueEntry } from "@lorawan/contracts/catalogueEntry";
import { whileBusy } from "~/boot/earlyInput";
import { JsonLd } from "~/components/JsonLd";
import { paths } from "@lorawan/contracts/paths";
import { siteUrl } from "~/config/site";
import { inPlaceClick } from "~/lib/inPlaceClick";
import type { SetAddressState } from "~/lib/useAddressState";
import type { ProductsState } from "../api/getProducts";
import { itemListJsonLd } from "../lib/itemListJsonLd";
import { facetOptions, passesFacets, type FacetKey, type FacetSelection } from "../lib/catalogueFacets";
import { categoriesInUse, marketplaceHref, searchProducts, sortProducts, type CatalogueFilters, type MarketplaceAddress } from "../lib/catalogueFilters";
import { CatalogueControls } from "./CatalogueControls";
import { CatalogueFacets } from "./CatalogueFacets";
import { CompareTray } from "./CompareControls";
import { ProductCard, ProductCardSkeleton, ProductCardStyles } from "./ProductCard";

const pickSelection = ({ regions, sensors, ipRatings, manufacturers }: FacetSelection): FacetSelection => ({ regions, sensors, ipRatings, manufacturers });

/** Spec 9.1: 6 placeholders while loading. The grid shows a page at a time (Load More Devices). */
const placeholderCount = 6;
const pageSize = 12;

export interface MarketplaceCatalogueProps {
  /** The view the address asks for: filters (search, category, sort, facets) and pages shown. */
  address: MarketplaceAddress;
  setAddress: SetAddressState<MarketplaceAddress>;
  products: ProductsState;
}

/**
 * One result of the grid. A keystroke re-renders only the results that changed: the others are the
 * same catalogue entries at the same place (issue 46: a keystroke to the narrowed list within
 * 100 ms on a phone's CPU with the whole Device Repository). Each page's first card is where Load
 * More's link lands (#device-13).
 */
const ResultItem = memo(function ResultItem({ product, anchor, priority }: { product: CatalogueEntry; anchor?: string; priority: boolean }) {
  return (
    <li id={anchor}>
      <ProductCard product={product} priority={priority} />
    </li>
  );
});

/**
 * The grid's items: cards off screen are laid out only when scrolled near (most of a page of
 * results on a phone), at about a card's height until then: measured 538-574 px at 375-768 px wide,
 * 533 at 1024 and 572-597 at 1280. A smaller guess (512 px) moved what is below by up to 85 px as
 * cards came near, under a finger too. Only the first card's image is fetched at once (and
 * preloaded): on a phone the others are below the fold and would share a slow connection with it; on
 * a wider screen the first row's others are in view, and lazy loading fetches them at layout.
 * Spec 4's loading state over results a search or filter has made out of date before the island
 * hydrated: each card becomes a placeholder of its size until the answer is there.
 */
const resultsStyle = {
  "& > li": { contentVisibility: "auto", containIntrinsicSize: { base: "auto 35rem", lg: "auto 33.5rem", xl: "auto 36rem" } },
  ...whileBusy({ "& > li": { animation: "pulse", bg: "gray.100", rounded: "l3" }, "& > li > *": { visibility: "hidden" } }),
};

interface CatalogueResultsProps {
  isPending: boolean;
  isError: boolean;
  /** Devices the view finds, and the pages of them shown. */
  total: number;
  visible: CatalogueEntry[];
  /** Queries near one that finds nothing ("Did you mean"). */
  suggestions: string[];
  hrefFor: (next: Partial<CatalogueFilters>) => string;
  onChange: (next: Partial<CatalogueFilters>) => void;
  /** Load More's link, or null when every device found is shown. */
  moreHref: string | null;
  onMore: () => void;
}

/** Spec 2.8: the count, the grid (or its placeholders, error or empty state) and Load More Devices. */
const CatalogueResults = memo(function CatalogueResults({
  isPending,
  isError,
  total,
  visible,
  suggestions,
  hrefFor,
  onChange,
  moreHref,
  onMore,
}: CatalogueResultsProps) {
  return (
    <>
      {/* Mounted while the results are, so the cards a keystroke brings find their styles. */}
      <ProductCardStyles />
      {/* Always rendered, so the grid does not move down when the count arrives. */}
      <Text role="status" color="fg.muted" css={whileBusy({ visibility: "hidden" })}>
        {isPending ? "Loading devices..." : isError ? "" : total === 1 ? "1 device found" : `${total} devices found`}
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
          {total === 0 ? (
            <Stack py="16" textAlign="center" gap="2" css={whileBusy({ visibility: "hidden" })}>
              <Heading as="h2" size="xl">
                No devices found
              </Heading>
              <Text color="fg.muted">Try adjusting your search or filter criteria</Text>
              {suggestions.length > 0 && (
                <Text color="fg.muted">
                  Did you mean{" "}
                  {suggestions.map((suggestion, i) => (
                    <span key={suggestion}>
                      {i > 0 && (i === suggestions.length - 1 ? " or " : ", ")}
                      <chakra.a
                        href={hrefFor({ search: suggestion })}
                        onClick={inPlaceClick(() => onChange({ search: suggestion }))}
                        color="brand.700"
                        fontWeight="semibold"
                        textDecoration="underline"
                        display="inline-block"
                        minH="11"
                        lineHeight="2.75rem"
                      >
                        {suggestion}
                      </chakra.a>
                    </span>
                  ))}
                  ?
                </Text>
              )}
            </Stack>
          ) : (
            <>
              <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="6" aria-label="Devices" css={resultsStyle}>
                {visible.map((product, i) => (
                  // Only the first card and each page's first change with their place: a card moved up
                  // by a keystroke is not rendered again.
                  <ResultItem key={product.id} product={product} anchor={i > 0 && i % pageSize === 0 ? `device-${i + 1}` : undefined} priority={i === 0} />
                ))}
              </SimpleGrid>
              <JsonLd data={itemListJsonLd(visible, siteUrl, paths.product)} />
            </>
          )}
          {moreHref && (
            <LinkButton asChild alignSelf="center" variant="outline" minH="11">
              <a href={moreHref} onClick={inPlaceClick(onMore)}>
                Load More Devices
              </a>
            </LinkButton>
          )}
        </>
      )}
    </>
  );
});

/**
 * The marketplace's frame, a container as wide as the site's (Chakra's container recipe at 7xl)
 * holding the form and the results in a column, its heading for screen readers. Plain elements
 * styled from the frame: it renders again at every keystroke (issue 46).
 */
const frameStyle = defineStyle({
  position: "relative",
  w: "100%",
  maxW: "7xl",
  mx: "auto",
  px: { base: "4", md: "6", lg: "8" },
  py: { base: "8", md: "12" },
  display: "flex",
  flexDirection: "column",
  gap: "6",
  "& > h2": { srOnly: true },
  "& > form": { display: "flex", flexDirection: "column", gap: "6" },
});

/**
 * Spec 2.8: the marketplace's controls, count and grid (decision 053). Without its code the page
 * works as HTML: the controls are a GET form to /marketplace, the category chips and Load More are
 * links, and the function renders what they ask for. The island answers the same in place, and
 * keeps the view in the address so it can be shared.
 */
export function MarketplaceCatalogue({ address, setAddress, products }: MarketplaceCatalogueProps) {
  const { data, isPending, isError } = products;
  const categories = useMemo(() => categoriesInUse(data ?? []), [data]);
  // Typing is answered at once in the search field; the rest of the view (counts, facets, chips,
  // results) follows the address a moment later and is skipped while it is unchanged (memo), so
  // a keystroke renders the field, then what the new list changes.
  const view = useDeferredValue(address);
  // What is chosen shows at once (a box ticked stays ticked, a select keeps its choice), from the
  // address as it is; kept by value, so typing, which makes a new address, does not render the facets.
  const chosenJson = JSON.stringify(pickSelection(address.filters));
  const chosen = useMemo(() => JSON.parse(chosenJson) as FacetSelection, [chosenJson]);
  const { filters, unfolded } = view;
  // Load More answers at once: a press shows its page (and takes its link away at the end) in the
  // same render, so a second press is never a press on a link about to go.
  const { pages } = address;
  const { search, category, sort, regions, sensors, ipRatings, manufacturers } = filters;
  // The facets count within what the search and category leave (issue 22).
  const { matching, suggestions } = useMemo(() => searchProducts(data ?? [], { search, category }), [data, search, category]);
  const selection = useMemo(() => ({ regions, sensors, ipRatings, manufacturers }), [regions, sensors, ipRatings, manufacturers]);
  const filtered = useMemo(
    () =>
      sortProducts(
        matching.filter((product) => passesFacets(product, selection)),
        sort,
        search.trim() !== "",
      ),
    [matching, selection, sort, search],
  );
  const facetGroups = useMemo(() => facetOptions(data ?? [], matching, selection), [data, matching, selection]);

  const visible = useMemo(() => filtered.slice(0, pages * pageSize), [filtered, pages]);

  // A new choice shows its first page, from the address as it is when it is made (a keystroke may
  // not be in `view` yet). Typing replaces the history entry; choosing a category or sort adds one,
  // so Back undoes it.
  const update = useCallback(
    (next: Partial<CatalogueFilters>) =>
      setAddress((current) => ({ ...current, filters: { ...current.filters, ...next }, pages: 1 }), { replace: next.search !== undefined }),
    [setAddress],
  );
  const unfold = useCallback(
    (facet: FacetKey) => setAddress((current) => ({ ...current, unfolded: [...current.unfolded, facet] }), { replace: true }),
    [setAddress],
  );
  const hrefFor = useCallback((next: Partial<CatalogueFilters>) => marketplaceHref({ ...view, filters: { ...view.filters, ...next }, pages: 1 }), [view]);
  // Load More's link lands on the next page's first card.
  const moreHref = visible.length < filtered.length ? `${marketplaceHref({ ...view, pages: pages + 1 })}#device-${visible.length + 1}` : null;
  const more = useCallback(() => setAddress((current) => ({ ...current, pages: current.pages + 1 }), { replace: true }), [setAddress]);

  return (
    <chakra.div css={frameStyle}>
      <h2>Devices</h2>
      <form
        method="get"
        action={paths.marketplace}
        role="search"
        aria-label="Search and filter devices"
        // The island has applied every field as it changed: Enter has nothing left to send.
        onSubmit={(event) => event.preventDefault()}
      >
        <CatalogueControls
          search={address.filters.search}
          category={address.filters.category}
          sort={address.filters.sort}
          categories={categories}
          onChange={update}
          hrefFor={hrefFor}
          loading={isPending}
        />
        {data && <CatalogueFacets groups={facetGroups} selection={chosen} onChange={update} hrefFor={hrefFor} unfolded={unfolded} onUnfold={unfold} />}
      </form>
      <CatalogueResults
        isPending={isPending}
        isError={isError}
        total={filtered.length}
        visible={visible}
        suggestions={suggestions}
        hrefFor={hrefFor}
        onChange={update}
        moreHref={moreHref}
        onMore={more}
      />
      <CompareTray />
    </chakra.div>
  );
}
