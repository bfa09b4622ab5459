import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicProduct } from "@schema/product";
import { getJson } from "~/lib/api";

/** GET /api/products: the published catalogue (spec 7); filtering happens in the browser. */
export const productsQueryKey = ["/api/products"] as const;

export const getProducts = () => getJson<PublicProduct[]>("/api/products");

export const productsQueryOptions = () => queryOptions({ queryKey: productsQueryKey, queryFn: getProducts });

export const useProducts = () => useQuery(productsQueryOptions());
