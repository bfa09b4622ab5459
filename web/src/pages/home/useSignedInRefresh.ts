import { useQuery } from "@tanstack/react-query";
import { currentUserQueryOptions } from "~/features/auth";

/**
 * Spec 2.3: true while the current-user query is loading and a user is authenticated. The home
 * page only observes the cached answer (never fetches it), so the page the function renders and
 * anonymous visitors see the content at once and public pages make no /api/auth/user call.
 */
export function useSignedInRefresh(): boolean {
  const { data, isFetching } = useQuery({ ...currentUserQueryOptions(), enabled: false });
  return isFetching && data != null;
}
