import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Category, CategoryInputBody } from "@lorawan/contracts/category";
import { apiRequest, getJson } from "~/lib/api";
import { toastError, toastSuccess } from "../../shared/toasts";

/** GET /api/admin/categories (spec 7). */
export const adminCategoriesQueryKey = ["/api/admin/categories"] as const;

export const adminCategoriesQueryOptions = () => queryOptions({ queryKey: adminCategoriesQueryKey, queryFn: () => getJson<Category[]>("/api/admin/categories") });

export const useAdminCategories = () => useQuery(adminCategoriesQueryOptions());

/** POST or PUT /api/admin/categories[/{id}] with the spec 8 toasts. */
export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: CategoryInputBody }) =>
      id === undefined ? apiRequest("POST", "/api/admin/categories", input) : apiRequest("PUT", `/api/admin/categories/${id}`, input),
    onSuccess: (_response, { id }) => {
      toastSuccess(id === undefined ? "Category created successfully" : "Category updated successfully");
      return queryClient.invalidateQueries({ queryKey: adminCategoriesQueryKey });
    },
    onError: (_error, { id }) => toastError(id === undefined ? "Failed to create category" : "Failed to update category"),
  });
}

/** DELETE /api/admin/categories/{id}. */
export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/admin/categories/${id}`),
    onSuccess: () => {
      toastSuccess("Category deleted successfully");
      return queryClient.invalidateQueries({ queryKey: adminCategoriesQueryKey });
    },
    onError: () => toastError("Failed to delete category"),
  });
}
