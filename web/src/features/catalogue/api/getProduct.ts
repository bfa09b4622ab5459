import { queryOptions, useQuery } from "@tanstack/react-query";
import { createContext, useContext } from "react";
import { embeddedProductElementId } from "@schema/embeddedProduct";
import type { PublicProduct } from "@schema/product";
import { getJson } from "~/lib/api";

/** GET /api/products/{id}: one published product (spec 7); runs only when an id is present. */
export const productQueryKey = (id: number | string) => ["/api/products", String(id)] as const;

export const getProduct = (id: number | string) => getJson<PublicProduct>(`/api/products/${encodeURIComponent(String(id))}`);

/** The product the server embedded in the page it served for /products/{id}, if it is this one. */
export function embeddedProduct(id: number | string | undefined): PublicProduct | undefined {
  if (typeof document === "undefined" || id === undefined) return undefined;
  const text = document.getElementById(embeddedProductElementId)?.textContent;
  if (!text) return undefined;
  try {
    const product = JSON.parse(text) as PublicProduct;
    return String(product.id) === String(id) ? product : undefined;
  } catch {
    return undefined;
  }
}

export const productQueryOptions = (id: number | string | undefined) =>
  queryOptions({
    queryKey: productQueryKey(id ?? ""),
    queryFn: () => getProduct(id!),
    enabled: id !== undefined && id !== "",
    initialData: () => embeddedProduct(id),
  });

/**
 * The product the function looked up when it renders /products/{id} on the server (there is no
 * document to read the embedded copy from). The browser reads the embedded copy of the same product.
 */
export const ServerProductContext = createContext<PublicProduct | null>(null);

export function useProduct(id: number | string | undefined) {
  const serverProduct = useContext(ServerProductContext);
  const options = productQueryOptions(id);
  return useQuery(
    serverProduct && id !== undefined && String(serverProduct.id) === String(id) ? { ...options, initialData: () => serverProduct } : options,
  );
}
