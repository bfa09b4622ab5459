import { useHistorySearchParams } from "~/lib/useHistorySearchParams";
import { useFetchedProducts } from "../api/useFetchedProducts";
import { MarketplaceCatalogue } from "./MarketplaceCatalogue";

/** The marketplace's controls and grid on the prerendered page, hydrated on their own (decision 010). */
export function MarketplaceIsland() {
  const [searchParams, setSearchParams] = useHistorySearchParams();
  return <MarketplaceCatalogue searchParams={searchParams} setSearchParams={setSearchParams} products={useFetchedProducts()} />;
}
