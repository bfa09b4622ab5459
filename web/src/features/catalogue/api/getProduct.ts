import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicProduct } from "@schema/product";
import { getJson } from "~/lib/api";

/** GET /api/products/{id}: one published product (spec 7); runs only when an id is present. */
export const productQueryKey = (id: number | string) => ["/api/products", String(id)] as const;

export const getProduct = (id: number | string) => getJson<PublicProduct>(`/api/products/${encodeURIComponent(String(id))}`);

export const productQueryOptions = (id: number | string | undefined) =>
  queryOptions({
    queryKey: productQueryKey(id ?? ""),
    queryFn: () => getProduct(id!),
    enabled: id !== undefined && id !== "",
  });

export const useProduct = (id: number | string | undefined) => useQuery(productQueryOptions(id));
