import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api";
import { currentUserQueryKey } from "./getCurrentUser";

/** POST /api/auth/logout (spec 7). */
async function logout(): Promise<void> {
  await apiRequest("POST", "/api/auth/logout");
}

/**
 * Spec 4: on success the user and all cached data are cleared. The user is set to null rather
 * than removed: queryClient.clear() would leave mounted observers on the discarded query, so the
 * screen would keep showing the signed-in state. Every other query and mutation is dropped.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.setQueryData(currentUserQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
      queryClient.getMutationCache().clear();
    },
  });
}
