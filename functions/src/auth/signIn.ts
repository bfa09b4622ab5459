import type { Request, Response } from "express";
import type { CurrentUser, LoginInput } from "@lorawan/contracts/auth";
import { auth } from "../firebase.js";
import { HttpError } from "../http/errors.js";
import { clientAddress } from "./clientAddress.js";
import { setSessionCookie } from "./cookies.js";
import { startLoginAttempt } from "./loginThrottle.js";
import { signInWithPassword } from "./passwordCheck.js";
import { createSession, currentUserOf } from "./session.js";
import { actorOfToken } from "./requireAdmin.js";
import { logSignIn } from "../store/activity.js";

const invalidCredentials = () => new HttpError(401, "Invalid username or password");

/**
 * Signs `username` in: the session cookie on `res`, the user answered. An HttpError when it cannot:
 * 401 for wrong credentials, 429 while the throttle makes the address or account wait. Used by POST
 * /api/auth/login and by the admin's sign-in form sent by the browser (render/pages.ts, decision 085).
 */
export async function signIn(req: Request, res: Response, { username, password }: LoginInput): Promise<CurrentUser> {
  const attempt = await startLoginAttempt(username, clientAddress(req));
  const idToken = await signInWithPassword(username, password).catch(async (error: unknown) => {
    await attempt.abandoned();
    throw error;
  });
  if (!idToken) throw invalidCredentials();
  await attempt.succeeded();
  const session = await createSession(idToken);
  const token = await auth().verifySessionCookie(session);
  const user: CurrentUser = await currentUserOf(token, { signedInNow: true });
  setSessionCookie(res, session);
  if (user.role === "admin") await logSignIn(actorOfToken(token));
  return user;
}
