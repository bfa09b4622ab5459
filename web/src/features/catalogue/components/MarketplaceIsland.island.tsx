import { island } from "~/islands/island";
import type { PublicProduct } from "@lorawan/contracts/product";
import { useHistorySearchParams } from "~/lib/useHistorySearchParams";
import { getProducts } from "../api/productsRequest";
import { useFetchedProducts } from "../api/useFetchedProducts";
import { MarketplaceCatalogue } from "./MarketplaceCatalogue";

interface MarketplaceIslandProps {
  /** The query the function rendered the results for; absent when it had no catalogue to render. */
  renderedQuery?: string;
  /**
   * The catalogue the results were rendered from: withheld from the page (`<Island withheld>`), read
   * again just before hydrating (`prepare`). Null when the function could not read it.
   */
  catalogue?: PublicProduct[] | null;
}

/** Spec 2.8: the marketplace's controls and grid, an island with its own URL state and request. */
function MarketplaceIslandView({ renderedQuery, catalogue }: MarketplaceIslandProps) {
  const [searchParams, setSearchParams] = useHistorySearchParams(renderedQuery);
  return <MarketplaceCatalogue searchParams={searchParams} setSearchParams={setSearchParams} products={useFetchedProducts(catalogue)} />;
}

/**
 * A rendered page shows results the island must hydrate with: the catalogue is read first (the
 * HTTP cache or the service worker usually has it). If that fails the island renders its pending
 * state over the results, then the error the request gives.
 */
async function prepare(props: MarketplaceIslandProps): Promise<MarketplaceIslandProps> {
  if (props.renderedQuery === undefined) return props;
  const catalogue = await getProducts().catch(() => undefined);
  return { ...props, catalogue };
}

export default island("MarketplaceIsland", MarketplaceIslandView, { prepare });
