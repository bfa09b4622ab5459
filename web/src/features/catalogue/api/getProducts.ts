import { queryOptions, useQuery } from "@tanstack/react-query";
import { useDeferredValue } from "react";
import type { PublicProduct } from "@schema/product";
import { getProducts } from "./productsRequest";

export const productsQueryKey = ["/api/products"] as const;

export const productsQueryOptions = () => queryOptions({ queryKey: productsQueryKey, queryFn: getProducts });

export const useProducts = () => useQuery(productsQueryOptions());

/** The catalogue as the cards render it. */
export interface ProductsState {
  data: PublicProduct[] | undefined;
  isPending: boolean;
  isError: boolean;
}

/**
 * The catalogue for rendering cards: when it arrives, the cards render in a transition React can
 * pause for input, not in one long task. Pending until the first answer (or an error).
 */
export function useDeferredProducts(): ProductsState {
  const { data: latest, isError } = useProducts();
  const data = useDeferredValue(latest);
  return { data, isError, isPending: data === undefined && !isError };
}
