import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CurrentUser } from "@lorawan/contracts/auth";
import { getQueryFn } from "~/lib/api";

/** GET /api/auth/user (spec 7): null when signed out; cached 5 minutes, never retried. */
export const currentUserQueryKey = ["/api/auth/user"] as const;

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: getQueryFn<CurrentUser>({ on401: "returnNull" }),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });

/** Spec 6: authenticated when a user is present; admin when its role is admin. */
export function useCurrentUser() {
  const query = useQuery(currentUserQueryOptions());
  const user = query.data ?? null;
  return { ...query, user, isAuthenticated: user !== null, isAdmin: user?.role === "admin" };
}
