import type { PublicProduct } from "@schema/product";
import { useHistorySearchParams } from "~/lib/useHistorySearchParams";
import { getProducts } from "../api/productsRequest";
import { useFetchedProducts } from "../api/useFetchedProducts";
import { MarketplaceCatalogue } from "./MarketplaceCatalogue";

interface MarketplaceIslandProps {
  /** The query the function rendered the results for (decision 013); absent on the prerendered page. */
  renderedQuery?: string;
  /** The catalogue read just before hydrating a rendered page (`prepare`), not written in the page. */
  catalogue?: PublicProduct[];
}

/** The marketplace's controls and grid on the public page, hydrated on their own (decision 010). */
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

export const MarketplaceIsland = Object.assign(MarketplaceIslandView, { prepare });
