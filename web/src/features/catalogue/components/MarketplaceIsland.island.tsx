import { useMemo } from "react";
import { island } from "~/boot/island";
import type { CatalogueEntry } from "@lorawan/contracts/catalogueEntry";
import { useAddressState } from "~/lib/useAddressState";
import { addressFromSearchParams, addressToSearchParams, type MarketplaceAddress } from "../lib/catalogueFilters";
import { getProducts } from "../api/productsRequest";
import { useFetchedProducts } from "../api/useFetchedProducts";
import { MarketplaceCatalogue } from "./MarketplaceCatalogue";

interface MarketplaceIslandProps {
  /** The view the route's loader read from the address and the page shows. */
  address: MarketplaceAddress;
  /**
   * The catalogue the results were rendered from: withheld from the page (`<Island withheld>`), read
   * again before hydrating (`prepare`). Null when the function could not read it.
   */
  catalogue?: CatalogueEntry[] | null;
}

/** Spec 2.8: the marketplace's controls and grid, an island with its own address state and request. */
function MarketplaceIslandView({ address, catalogue }: MarketplaceIslandProps) {
  const renderedQuery = useMemo(() => addressToSearchParams(address).toString(), [address]);
  const [current, setAddress] = useAddressState(address, renderedQuery, addressFromSearchParams, addressToSearchParams);
  return <MarketplaceCatalogue address={current} setAddress={setAddress} products={useFetchedProducts(catalogue)} />;
}

/**
 * A rendered page shows results the island must hydrate with: the catalogue is read first (the
 * HTTP cache or the service worker usually has it), and its search index built. If that fails the island renders its pending
 * state over the results, then the error the request gives. A page rendered without a catalogue
 * (null: the database could not be read) hydrates at once and asks again.
 */
async function prepare(props: MarketplaceIslandProps): Promise<MarketplaceIslandProps> {
  if (props.catalogue === null) return props;
  const catalogue = await getProducts().catch(() => undefined);
  return { ...props, catalogue };
}

export default island("MarketplaceIsland", MarketplaceIslandView, { prepare });
