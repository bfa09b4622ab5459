import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "~/lib/api";

/**
 * Spec 7: reads are not refetched on focus, not polled, never stale and not retried; writes are
 * not retried. The default query function builds the path from the query key.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
