import { island } from "~/boot/island";
import { useState } from "react";
import type { LoginInput } from "@lorawan/contracts/auth";
import { paths } from "@lorawan/contracts/paths";
import { login } from "~/features/auth";
import { LoginCard } from "./LoginCard";

/**
 * Spec 2.14: the login form of a visitor without a session: an island of the admin page, and what
 * the admin app shows after signing out. Signed in, the page loads again: its boot then starts the
 * admin app, which shows the dashboard or Access Denied. `refused`: the form was sent by the browser
 * and the server did not sign the visitor in (/sign-in, decision 085): true for wrong credentials,
 * or why not (throttled, the database unavailable); `username`: what was typed in that form.
 */
function LoginForm({ refused, username }: { refused?: string | true; username?: string }) {
  const [state, setState] = useState<"idle" | "pending" | "failed">(refused ? "failed" : "idle");
  const [reason, setReason] = useState(typeof refused === "string" ? refused : undefined);
  function send(input: LoginInput) {
    setState("pending");
    setReason(undefined);
    // Spec 8: status codes are not distinguished; the fields keep what was typed for another try.
    login(input).then(
      // On /admin this is a reload; after a refused form sent by the browser it leaves /sign-in.
      () => window.location.replace(paths.admin),
      () => setState("failed"),
    );
  }
  return <LoginCard onLogin={send} failed={state === "failed" && (reason ?? true)} pending={state === "pending"} username={username} />;
}

export default island("LoginForm", LoginForm);
