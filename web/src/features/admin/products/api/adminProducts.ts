import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Product, ProductInputBody } from "@lorawan/contracts/product";
import { apiRequest, getJson } from "~/lib/api";
import { toastError, toastSuccess } from "../../shared/toasts";

/** GET /api/admin/products (spec 7): every product, drafts and inactive ones included. */
export const adminProductsQueryKey = ["/api/admin/products"] as const;

export const adminProductsQueryOptions = () => queryOptions({ queryKey: adminProductsQueryKey, queryFn: () => getJson<Product[]>("/api/admin/products") });

export const useAdminProducts = () => useQuery(adminProductsQueryOptions());

/** Spec 7: after each successful change the list is refetched (the public catalogue too). */
function useRefetchProducts() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: adminProductsQueryKey }), queryClient.invalidateQueries({ queryKey: ["/api/products"] })]);
}

export interface SaveProductVariables {
  id?: number;
  body: ProductInputBody;
}

/** POST or PUT /api/admin/products[/{id}] with the spec 8 toasts. */
export function useSaveProduct() {
  const refetch = useRefetchProducts();
  return useMutation({
    mutationFn: async ({ id, body }: SaveProductVariables) => {
      const response = id === undefined ? await apiRequest("POST", "/api/admin/products", body) : await apiRequest("PUT", `/api/admin/products/${id}`, body);
      return (await response.json()) as Product;
    },
    onSuccess: (_product, { id }) => {
      toastSuccess(id === undefined ? "Product created successfully" : "Product updated successfully");
      return refetch();
    },
    onError: (_error, { id }) => toastError(id === undefined ? "Failed to create product" : "Failed to update product"),
  });
}

/** PATCH /api/admin/products/{id}/publish {isPublished}. */
export function useSetProductPublished() {
  const refetch = useRefetchProducts();
  return useMutation({
    mutationFn: ({ id, isPublished }: { id: number; isPublished: boolean }) => apiRequest("PATCH", `/api/admin/products/${id}/publish`, { isPublished }),
    onSuccess: () => {
      toastSuccess("Product publish status updated");
      return refetch();
    },
    onError: () => toastError("Failed to update product publish status"),
  });
}

/** DELETE /api/admin/products/{id}. */
export function useDeleteProduct() {
  const refetch = useRefetchProducts();
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/admin/products/${id}`),
    onSuccess: () => {
      toastSuccess("Product deleted successfully");
      return refetch();
    },
    onError: () => toastError("Failed to delete product"),
  });
}
