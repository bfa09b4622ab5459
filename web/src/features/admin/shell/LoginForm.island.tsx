import { island } from "~/islands/island";
import { useState } from "react";
import type { LoginInput } from "@lorawan/contracts/auth";
import { login } from "~/features/auth";
import { LoginCard } from "./LoginCard";

/**
 * Spec 2.14: the login form of a visitor without a session: an island of the admin page, and what
 * the admin app shows after signing out. Signed in, the page loads again: its boot then starts the
 * admin app, which shows the dashboard or Access Denied.
 */
function LoginForm() {
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

export default island("LoginForm", LoginForm);
