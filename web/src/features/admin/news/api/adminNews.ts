import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { newsInputSchema, type News } from "@lorawan/contracts/news";
import { baseVersionHeader } from "@lorawan/contracts/writeConditions";
import { apiRequest, getJson } from "~/lib/api";
import { refusalOf } from "../../shared/refusal";
import { toastError, toastSuccess } from "../../shared/toasts";
import { useRecordSave } from "../../shared/useRecordSave";

/** GET /api/admin/news (spec 7). */
export const adminNewsQueryKey = ["/api/admin/news"] as const;

const adminNewsQueryOptions = () => queryOptions({ queryKey: adminNewsQueryKey, queryFn: () => getJson<News[]>("/api/admin/news") });

export const useAdminNews = () => useQuery(adminNewsQueryOptions());

/**
 * POST or PUT /api/admin/news[/{id}], checked and versioned (useRecordSave). Unlike the original, a
 * failure shows an error toast, with the server's reason.
 */
export function useSaveNews(news: News | undefined, onSaved: (news?: News) => void, outboxEntryId?: string) {
  return useRecordSave({
    kind: "news",
    outboxEntryId,
    path: "/api/admin/news",
    schema: newsInputSchema,
    record: news,
    texts: {
      created: "News article created successfully",
      updated: "News article updated successfully",
      createFailed: "Failed to create news",
      updateFailed: "Failed to update news",
    },
    refetch: [adminNewsQueryKey],
    onSaved,
  });
}

/** DELETE /api/admin/news/{id}, based on the version the list showed (decision 030). */
export function useDeleteNews() {
  const queryClient = useQueryClient();
  const refetch = () => queryClient.invalidateQueries({ queryKey: adminNewsQueryKey });
  return useMutation({
    mutationFn: (news: News) => apiRequest("DELETE", `/api/admin/news/${news.id}`, undefined, { [baseVersionHeader]: news.updatedAt }),
    onSuccess: () => {
      toastSuccess("News article deleted successfully");
      return refetch();
    },
    onError: (error) => {
      toastError(`Failed to delete news: ${refusalOf(error).reason}`);
      return refetch();
    },
  });
}
