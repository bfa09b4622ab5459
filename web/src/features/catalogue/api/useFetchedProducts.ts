import { startTransition, useEffect, useState } from "react";
import type { CatalogueEntry } from "@lorawan/contracts/catalogueEntry";
import type { ProductsState } from "./getProducts";
import { getProducts } from "./productsRequest";

/**
 * The catalogue for an island (no query client): one request when mounted, the cards rendered in a
 * transition React can pause for input. With `initial` (the catalogue a page was rendered with, read
 * again before hydrating) there is no request; `null` says the server could not read it: the error
 * shows, and the island asks again once mounted.
 */
export function useFetchedProducts(initial?: CatalogueEntry[] | null): ProductsState {
  const [state, setState] = useState<ProductsState>(
    initial ? { data: initial, isPending: false, isError: false } : { data: undefined, isPending: initial === undefined, isError: initial === null },
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
