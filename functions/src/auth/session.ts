import type { DecodedIdToken } from "firebase-admin/auth";
import type { Request } from "express";
import { auth } from "../firebase.js";
import type { CurrentUser } from "@lorawan/contracts/auth";
import { usersStore } from "../store/users.js";
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
 * The user behind a verified token. A `users` profile and the custom claim decide the role; the
 * claim wins because only trusted code (seed, create-admin) can set it.
 */
export async function currentUserOf(token: DecodedIdToken): Promise<CurrentUser> {
  const username = token.email ?? token.uid;
  const profile = await usersStore.ensureProfile(token.uid, username);
  const claim = token.role;
  const role = claim === "admin" || claim === "user" ? claim : profile.role;
  return { id: token.uid, username, role };
}

/** Ends every session of the user: later cookie checks see the revocation. */
export async function revokeSessions(uid: string): Promise<void> {
  await auth().revokeRefreshTokens(uid);
}
