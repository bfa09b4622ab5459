import { useMutation, useQueryClient } from "@tanstack/react-query";
import { currentUserQueryKey } from "./getCurrentUser";
import { login } from "./loginRequest";

export { login };

/** POST /api/auth/login (spec 7) in the app: on success the current user is set and refreshed. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (user) => {
      queryClient.setQueryData(currentUserQueryKey, user);
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
