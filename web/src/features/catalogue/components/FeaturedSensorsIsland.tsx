import { startTransition, useEffect, useState } from "react";
import type { ProductsState } from "../api/getProducts";
import { getProducts } from "../api/productsRequest";
import { FeaturedSensorsSection } from "./FeaturedSensorsSection";

/**
 * The catalogue for a page without the app (an island): one request when mounted, the cards
 * rendered in a transition React can pause for input.
 */
function useFetchedProducts(): ProductsState {
  const [state, setState] = useState<ProductsState>({ data: undefined, isPending: true, isError: false });
  useEffect(() => {
    let mounted = true;
    getProducts().then(
      (data) => mounted && startTransition(() => setState({ data, isPending: false, isError: false })),
      () => mounted && setState({ data: undefined, isPending: false, isError: true }),
    );
    return () => {
      mounted = false;
    };
  }, []);
  return state;
}

/** Featured Sensors on the prerendered home page, hydrated on its own (decision 010). */
export function FeaturedSensorsIsland() {
  return <FeaturedSensorsSection {...useFetchedProducts()} />;
}
