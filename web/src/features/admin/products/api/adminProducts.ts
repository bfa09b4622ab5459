import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { productInputSchema, type BulkProductInputBody, type BulkProductResult, type Product, type ProductSummary } from "@lorawan/contracts/product";
import { baseVersionHeader } from "@lorawan/contracts/writeConditions";
import { apiRequest, getJson } from "~/lib/api";
import { refusalOf } from "../../shared/refusal";
import { toastError, toastSuccess } from "../../shared/toasts";
import { useRecordSave } from "../../shared/useRecordSave";

/**
 * GET /api/admin/products (spec 7): every product, drafts and inactive ones included, in the list's
 * shape (`view=summary`, issue 21: a vendor's thousand products stay light).
 */
export const adminProductsQueryKey = ["/api/admin/products"] as const;

export const adminProductsQueryOptions = () =>
  queryOptions({ queryKey: adminProductsQueryKey, queryFn: () => getJson<ProductSummary[]>("/api/admin/products?view=summary") });

export const useAdminProducts = () => useQuery(adminProductsQueryOptions());

/**
 * GET /api/admin/products/{id}: the whole product, read each time its form opens (its key sits under
 * the list's, so every product change refetches it too).
 */
export const adminProductQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...adminProductsQueryKey, id], queryFn: () => getJson<Product>(`/api/admin/products/${id}`), staleTime: 0 });

export const useAdminProduct = (id: number | undefined) => useQuery({ ...adminProductQueryOptions(id ?? 0), enabled: id !== undefined });

/** Spec 7: after each successful change the list is refetched (the public catalogue too). */
const refetchedAfterChange = [adminProductsQueryKey, ["/api/products"]];

function useRefetchProducts() {
  const queryClient = useQueryClient();
  return () => Promise.all(refetchedAfterChange.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** POST or PUT /api/admin/products[/{id}] with the spec 8 toasts, checked and versioned (useRecordSave). */
export function useSaveProduct(product: Product | undefined, onSaved: (product?: Product) => void, outboxEntryId?: string) {
  return useRecordSave({
    kind: "product",
    outboxEntryId,
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

/** What a change from the list needs of a product. */
type ListedProduct = Pick<ProductSummary, "id" | "updatedAt">;

/** PATCH /api/admin/products/{id}/publish {isPublished}. */
export function useSetProductPublished() {
  const refetch = useRefetchProducts();
  return useMutation({
    mutationFn: ({ product, isPublished }: { product: ListedProduct; isPublished: boolean }) =>
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
    mutationFn: (product: ListedProduct) => apiRequest("DELETE", `/api/admin/products/${product.id}`, undefined, basedOn(product)),
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

/**
 * POST /api/admin/products/bulk (issue 21): one action on the chosen products, all or nothing, based
 * on the versions the list showed. The list is read again either way.
 */
export function useBulkProducts() {
  const refetch = useRefetchProducts();
  return useMutation({
    mutationFn: async ({ products, ...rest }: { products: ListedProduct[] } & Omit<BulkProductInputBody, "ids" | "versions">) => {
      const body: BulkProductInputBody = { ...rest, ids: products.map((p) => p.id), versions: Object.fromEntries(products.map((p) => [p.id, p.updatedAt])) };
      const response = await apiRequest("POST", "/api/admin/products/bulk", body);
      return (await response.json()) as BulkProductResult;
    },
    onSuccess: (result) => {
      toastSuccess(result.message);
      return refetch();
    },
    onError: (error) => {
      toastError(`Failed to update the selected products: ${refusalOf(error).reason}`);
      return refetch();
    },
  });
}
