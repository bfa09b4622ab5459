import { data, redirect } from "react-router";
import { loginInputSchema } from "@lorawan/contracts/auth";
import { paths } from "@lorawan/contracts/paths";
import { Island } from "~/boot/Island";
import { seo } from "~/components/seo";
import LoginForm from "~/features/admin/shell/LoginForm.island";
import type { Route } from "./+types/SignInPage";

// The admin's sign-in form sent by the browser (decision 085): a press on Login before the page's
// code has taken the form over. Signed in, the visitor goes on to /admin with the session cookie;
// refused, the form comes back saying so. Opened by itself, it is the empty form. Never indexed.

export const meta = () =>
  seo({
    title: "Admin Login | LoRaWAN Sensors",
    description: "Sign in to manage products, news and data.",
    path: paths.admin,
    noindex: true,
  });

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const typed = form.get("username");
  // The username comes back as typed; the password never does (a page must not carry it).
  const username = typeof typed === "string" ? typed : "";
  const input = loginInputSchema.safeParse({ username: typed, password: form.get("password") });
  if (!input.success) return data({ refused: true as const, username }, 400);
  const outcome = await context.auth.signIn(input.data);
  if ("signedIn" in outcome) return redirect(paths.admin, 303);
  const { status, message } = outcome.refused;
  // Spec 8 does not tell wrong credentials apart; a wait or an outage is worth saying.
  return data({ refused: status === 401 ? (true as const) : message, username }, status);
}

export default function SignInPage({ actionData }: Route.ComponentProps) {
  return <Island of={LoginForm} props={{ refused: actionData?.refused, username: actionData?.username }} hydrate="interaction" />;
}
