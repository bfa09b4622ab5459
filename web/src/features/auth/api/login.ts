import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CurrentUser, LoginInput } from "@schema/auth";
import { apiRequest } from "~/lib/api";
import { currentUserQueryKey } from "./getCurrentUser";

/** POST /api/auth/login (spec 7): on success the current user is set and refreshed. */
export async function login(input: LoginInput): Promise<CurrentUser> {
  const response = await apiRequest("POST", "/api/auth/login", input);
  return (await response.json()) as CurrentUser;
}

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
