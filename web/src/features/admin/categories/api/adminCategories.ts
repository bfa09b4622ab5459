import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { categoryInputSchema, type Category } from "@lorawan/contracts/category";
import { baseVersionHeader } from "@lorawan/contracts/writeConditions";
import { apiRequest, getJson } from "~/lib/api";
import { refusalOf } from "../../shared/refusal";
import { toastError, toastSuccess } from "../../shared/toasts";
import { useRecordSave } from "../../shared/useRecordSave";

/** GET /api/admin/categories (spec 7). */
export const adminCategoriesQueryKey = ["/api/admin/categories"] as const;

const adminCategoriesQueryOptions = () => queryOptions({ queryKey: adminCategoriesQueryKey, queryFn: () => getJson<Category[]>("/api/admin/categories") });

export const useAdminCategories = () => useQuery(adminCategoriesQueryOptions());

/** A rename is copied to the products that use the category: their list is refetched too. */
const refetchedAfterChange = [adminCategoriesQueryKey, ["/api/admin/products"], ["/api/products"]];

/** POST or PUT /api/admin/categories[/{id}] with the spec 8 toasts, checked and versioned (useRecordSave). */
export function useSaveCategory(category: Category | undefined, onSaved: (category?: Category) => void, outboxEntryId?: string) {
  return useRecordSave({
    kind: "category",
    outboxEntryId,
    path: "/api/admin/categories",
    schema: categoryInputSchema,
    record: category,
    texts: {
      created: "Category created successfully",
      updated: "Category updated successfully",
      createFailed: "Failed to create category",
      updateFailed: "Failed to update category",
    },
    refetch: refetchedAfterChange,
    onSaved,
  });
}

/** DELETE /api/admin/categories/{id}, based on the version the list showed (decision 030). */
export function useDeleteCategory() {
  const queryClient = useQueryClient();
  const refetch = () => Promise.all(refetchedAfterChange.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn: (category: Category) => apiRequest("DELETE", `/api/admin/categories/${category.id}`, undefined, { [baseVersionHeader]: category.updatedAt }),
    onSuccess: () => {
      toastSuccess("Category deleted successfully");
      return refetch();
    },
    onError: (error) => {
      toastError(`Failed to delete category: ${refusalOf(error).reason}`);
      return refetch();
    },
  });
}
