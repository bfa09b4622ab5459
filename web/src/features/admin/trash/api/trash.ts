import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TrashList } from "@lorawan/contracts/history";
import { getJson } from "~/lib/api";

/** GET /api/admin/trash (issue 49): deleted products and news articles, newest first. */
export const trashQueryKey = ["/api/admin/trash"] as const;

const readTrash = () => getJson<TrashList>("/api/admin/trash");

const trashQueryOptions = () => queryOptions({ queryKey: trashQueryKey, queryFn: readTrash, select: (list) => list.items });

export const useTrash = () => useQuery(trashQueryOptions());

/** Deletes happen in the Products and News tabs: showing the Trash reads it again (online). */
export function useRefreshTrash() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trashQueryKey });
}
