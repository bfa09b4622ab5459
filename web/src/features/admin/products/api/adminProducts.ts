import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { productInputSchema, type Product } from "@schema/product";
import { baseVersionHeader } from "@schema/writeConditions";
import { apiRequest, getJson } from "~/lib/api";
import { refusalOf } from "../../shared/refusal";
import { toastError, toastSuccess } from "../../shared/toasts";
import { useRecordSave } from "../../shared/useRecordSave";

/** GET /api/admin/products (spec 7): every product, drafts and inactive ones included. */
export const adminProductsQueryKey = ["/api/admin/products"] as const;

export const adminProductsQueryOptions = () => queryOptions({ queryKey: adminProductsQueryKey, queryFn: () => getJson<Product[]>("/api/admin/products") });

export const useAdminProducts = () => useQuery(adminProductsQueryOptions());

/** Spec 7: after each successful change the list is refetched (the public catalogue too). */
const refetchedAfterChange = [adminProductsQueryKey, ["/api/products"]];

function useRefetchProducts() {
  const queryClient = useQueryClient();
  return () => Promise.all(refetchedAfterChange.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** POST or PUT /api/admin/products[/{id}] with the spec 8 toasts, checked and versioned (useRecordSave). */
export function useSaveProduct(product: Product | undefined, onSaved: (product: Product) => void) {
  return useRecordSave({
    path: "/api/admin/products",
    schema: productInputSchema,
    record: product,
    texts: {
      created: "Product created successfully",
      updated: "Product updated successfully",
      createFailed: "Failed to create product",
      updateFailed: "Failed to update product",
    },
    refetch: refetchedAfterChange,
    onSaved,
  });
}

/** A change to one listed product, based on the version the list showed (decision 030). */
const basedOn = (product: Pick<Product, "updatedAt">) => ({ [baseVersionHeader]: product.updatedAt });

/** PATCH /api/admin/products/{id}/publish {isPublished}. */
export function useSetProductPublished() {
  const refetch = useRefetchProducts();
  return useMutation({
    mutationFn: ({ product, isPublished }: { product: Product; isPublished: boolean }) =>
      apiRequest("PATCH", `/api/admin/products/${product.id}/publish`, { isPublished }, basedOn(product)),
    onSuccess: () => {
      toastSuccess("Product publish status updated");
      return refetch();
    },
    onError: (error) => {
      toastError(`Failed to update product publish status: ${refusalOf(error).reason}`);
      return refetch();
    },
  });
}

/** DELETE /api/admin/products/{id}. */
export function useDeleteProduct() {
  const refetch = useRefetchProducts();
  return useMutation({
    mutationFn: (product: Product) => apiRequest("DELETE", `/api/admin/products/${product.id}`, undefined, basedOn(product)),
    onSuccess: () => {
      toastSuccess("Product deleted successfully");
      return refetch();
    },
    onError: (error) => {
      toastError(`Failed to delete product: ${refusalOf(error).reason}`);
      return refetch();
    },
  });
}
