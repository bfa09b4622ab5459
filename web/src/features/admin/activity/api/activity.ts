import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import type { ActivityPage } from "@lorawan/contracts/history";
import { getJson } from "~/lib/api";
import { activitySearch, type ActivityFilters } from "../lib/activitySearch";

/** Entries per page (the server's default and the "paged"). */
const activityPageSize = 50;

const activityQueryKey = ["/api/admin/activity"] as const;

/** GET /api/admin/activity (issue 49): who did what and when, newest first, a page at a time. */
const readActivity = (filters: ActivityFilters, cursor: string | null) =>
  getJson<ActivityPage>(`/api/admin/activity?${activitySearch(filters, { cursor, limit: activityPageSize })}`);

const activityQueryOptions = (filters: ActivityFilters) =>
  infiniteQueryOptions({
    queryKey: [...activityQueryKey, filters],
    queryFn: ({ pageParam }) => readActivity(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // A new filter keeps the entries (and the person filter's choices) shown until its own arrive.
    placeholderData: keepPreviousData,
  });

/** `enabled` false while the filters cannot be asked for (a start after the end). */
export const useActivity = (filters: ActivityFilters, enabled = true) => useInfiniteQuery({ ...activityQueryOptions(filters), enabled });

/** Every write adds to the log: showing the Activity tab reads it again (online). */
export function useRefreshActivity() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: activityQueryKey });
}
