import { startTransition, useEffect, useState } from "react";
import type { ProductsState } from "./getProducts";
import { getProducts } from "./productsRequest";

/**
 * The catalogue for a page without the app's query client (an island, decision 010): one request
 * when mounted, the cards rendered in a transition React can pause for input.
 */
export function useFetchedProducts(): ProductsState {
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
