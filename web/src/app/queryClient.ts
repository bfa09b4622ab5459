import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError, getQueryFn } from "~/lib/api";

/**
 * Spec 7: reads are not refetched on focus, not polled, never stale and not retried; writes are
 * not retried: a write made offline fails at once rather than waiting, paused, to be sent when the
 * connection returns (`networkMode: "always"`; the admin's outbox queues saves explicitly instead). The default query function builds the path from the query key. `onUnauthorized`
 * hears every read or write answered 401 (the admin's session ended while it worked).
 */
export function createQueryClient({ onUnauthorized }: { onUnauthorized?: () => void } = {}) {
  const heard = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) onUnauthorized?.();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: heard }),
    mutationCache: new MutationCache({ onError: heard }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false, networkMode: "always" },
    },
  });
}
