import type { DecodedIdToken } from "firebase-admin/auth";
import type { Request } from "express";
import { auth } from "../firebase.js";
import type { CurrentUser } from "@lorawan/contracts/auth";
import { usersStore } from "../store/users.js";
import { currentRole, revokeSessionsSince } from "./accountRole.js";
import { readCookie, sessionCookieName, sessionLifetimeMs } from "./cookies.js";

/** Turns a fresh ID token into a session cookie value. */
export function createSession(idToken: string): Promise<string> {
  return auth().createSessionCookie(idToken, { expiresIn: sessionLifetimeMs });
}

/** The verified session of the request (revocation checked), or null. */
export async function verifySession(req: Request): Promise<DecodedIdToken | null> {
  const cookie = readCookie(req, sessionCookieName);
  if (!cookie) return null;
  try {
    return await auth().verifySessionCookie(cookie, true);
  } catch {
    return null;
  }
}

/**
 * The user behind a verified token. The role is the account's current custom claim (accountRole.ts),
 * not the one in the cookie; the `users` profile only records the username.
 */
export async function currentUserOf(token: DecodedIdToken, options: { signedInNow?: boolean } = {}): Promise<CurrentUser> {
  const username = token.email ?? token.uid;
  const role = currentRole(token.uid, options.signedInNow ? { signedInNow: token } : {});
  const [current] = await Promise.all([role, usersStore.ensureProfile(token.uid, username)]);
  return { id: token.uid, username, role: current };
}

/** Ends every session of the user, the one of this token included, whatever its timing. */
export async function revokeSessions(token: DecodedIdToken): Promise<void> {
  await revokeSessionsSince(auth(), token.uid, token.auth_time);
}
