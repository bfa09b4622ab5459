import { useState } from "react";
import type { LoginInput } from "@schema/auth";
// The request alone, not the feature's index: an island brings no TanStack Query (decision 010).
import { login } from "~/features/auth/api/loginRequest";
import { LoginCard } from "./LoginCard";

/**
 * Spec 2.14: the login form of a visitor without a session, hydrated as an island of the admin page
 * without the router app (decision 012). Signed in, the page loads again: its boot then starts the
 * app, which shows the dashboard or Access Denied.
 */
export function LoginFormIsland() {
  const [state, setState] = useState<"idle" | "pending" | "failed">("idle");
  function send(input: LoginInput) {
    setState("pending");
    // Spec 8: status codes are not distinguished; the fields keep what was typed for another try.
    login(input).then(
      () => window.location.reload(),
      () => setState("failed"),
    );
  }
  return <LoginCard onLogin={send} failed={state === "failed"} pending={state === "pending"} />;
}
