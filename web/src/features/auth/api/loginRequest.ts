import type { CurrentUser, LoginInput } from "@lorawan/contracts/auth";
import { apiRequest } from "~/lib/api";

// The login call alone, without TanStack Query: the admin page's login form hydrates as an island
// for a visitor without a session (decision 012).

/** POST /api/auth/login (spec 7): sets the session cookie and answers the current user. */
export async function login(input: LoginInput): Promise<CurrentUser> {
  const response = await apiRequest("POST", "/api/auth/login", input);
  return (await response.json()) as CurrentUser;
}
