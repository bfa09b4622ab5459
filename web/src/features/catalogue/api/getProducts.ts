import { queryOptions, useQuery } from "@tanstack/react-query";
import { useDeferredValue } from "react";
import type { PublicProduct } from "@schema/product";
import { getJson } from "~/lib/api";

/** GET /api/products: the published catalogue (spec 7); filtering happens in the browser. */
export const productsQueryKey = ["/api/products"] as const;

export const getProducts = () => getJson<PublicProduct[]>("/api/products");

export const productsQueryOptions = () => queryOptions({ queryKey: productsQueryKey, queryFn: getProducts });

export const useProducts = () => useQuery(productsQueryOptions());

/**
 * The catalogue for rendering cards: when it arrives, the cards render in a transition React can
 * pause for input, not in one long task. Pending until the first answer (or an error).
 */
export function useDeferredProducts() {
  const { data: latest, isError } = useProducts();
  const data = useDeferredValue(latest);
  return { data, isError, isPending: data === undefined && !isError };
}
