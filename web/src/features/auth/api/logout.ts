import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api";
import { currentUserQueryKey } from "./getCurrentUser";

/** POST /api/auth/logout (spec 4): on success the user and all cached data are cleared. */
export async function logout(): Promise<void> {
  await apiRequest("POST", "/api/auth/logout");
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.clear();
      // The cleared cache would refetch the user on the next render; it is known to be nobody.
      queryClient.setQueryData(currentUserQueryKey, null);
    },
  });
}
