import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { News } from "@lorawan/contracts/news";
import { apiRequest, getJson } from "~/lib/api";
import { toastError, toastSuccess } from "../../shared/toasts";
import type { NewsBody } from "../lib/newsForm";

/** GET /api/admin/news (spec 7). */
export const adminNewsQueryKey = ["/api/admin/news"] as const;

export const adminNewsQueryOptions = () => queryOptions({ queryKey: adminNewsQueryKey, queryFn: () => getJson<News[]>("/api/admin/news") });

export const useAdminNews = () => useQuery(adminNewsQueryOptions());

/** POST or PUT /api/admin/news[/{id}]. Unlike the original, a failure shows an error toast. */
export function useSaveNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: NewsBody }) => (id === undefined ? apiRequest("POST", "/api/admin/news", input) : apiRequest("PUT", `/api/admin/news/${id}`, input)),
    onSuccess: (_response, { id }) => {
      toastSuccess(id === undefined ? "News article created successfully" : "News article updated successfully");
      return queryClient.invalidateQueries({ queryKey: adminNewsQueryKey });
    },
    onError: (_error, { id }) => toastError(id === undefined ? "Failed to create news" : "Failed to update news"),
  });
}

/** DELETE /api/admin/news/{id}. */
export function useDeleteNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/admin/news/${id}`),
    onSuccess: () => {
      toastSuccess("News article deleted successfully");
      return queryClient.invalidateQueries({ queryKey: adminNewsQueryKey });
    },
    onError: () => toastError("Failed to delete news"),
  });
}
