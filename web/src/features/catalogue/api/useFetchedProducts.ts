import { startTransition, useEffect, useState } from "react";
import type { PublicProduct } from "@schema/product";
import type { ProductsState } from "./getProducts";
import { getProducts } from "./productsRequest";

/**
 * The catalogue for a page without the app's query client (an island, decision 010): one request
 * when mounted, the cards rendered in a transition React can pause for input. With `initial` (read
 * before hydrating a page rendered with results) there is no request.
 */
export function useFetchedProducts(initial?: PublicProduct[]): ProductsState {
  const [state, setState] = useState<ProductsState>(
    initial ? { data: initial, isPending: false, isError: false } : { data: undefined, isPending: true, isError: false },
  );
  const fetchOnMount = !initial;
  useEffect(() => {
    if (!fetchOnMount) return;
    let mounted = true;
    getProducts().then(
      (data) => mounted && startTransition(() => setState({ data, isPending: false, isError: false })),
      () => mounted && setState({ data: undefined, isPending: false, isError: true }),
    );
    return () => {
      mounted = false;
    };
  }, [fetchOnMount]);
  return state;
}
