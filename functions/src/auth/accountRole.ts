import type { Auth } from "firebase-admin/auth";
import type { Role } from "@lorawan/contracts/auth";
import { auth } from "../firebase.js";

// The role is the account's custom claim `role: "admin"` as it is now, not as it was when the session
// cookie was made (a cookie lives 5 days and carries the claims of its sign-in). Reading the account
// on every request would double the Auth calls of an admin's request, so a reading is kept for at most
// a minute: removing the claim ends admin access within 60 s anywhere, and at once with
// `npm run remove-admin`, which also revokes the account's sessions (decision 058).

/** How long a reading of an account's claims is trusted. */
const roleCacheMs = 60_000;

const readings = new Map<string, { role: Role; readAt: number }>();

const roleOf = (claims: Record<string, unknown> | undefined): Role => (claims?.role === "admin" ? "admin" : "user");

/**
 * The account's role from its current claims, read at most `roleCacheMs` ago. `signedInNow`: the
 * claims of a token minted by this very sign-in, which are current, so nothing needs reading.
 */
export async function currentRole(uid: string, options: { signedInNow?: Record<string, unknown> } = {}): Promise<Role> {
  const now = Date.now();
  const kept = readings.get(uid);
  if (kept && !options.signedInNow && now - kept.readAt < roleCacheMs) return kept.role;
  const role = roleOf(options.signedInNow ?? (await auth().getUser(uid)).customClaims);
  // A small map per instance: one entry per account that signed in, dropped once stale.
  for (const [key, reading] of readings) if (now - reading.readAt >= roleCacheMs) readings.delete(key);
  readings.set(uid, { role, readAt: now });
  return role;
}

/** Forgets every reading, as if a minute had passed (the tests' way to see the cache expire). */
export function expireRoleReadings() {
  readings.clear();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Ends every session of the account signed in at or before `signedInAt` (seconds, a token's
 * `auth_time`). Firebase revokes with one-second granularity: a cookie is refused when its
 * `auth_time` is *before* the account's `tokensValidAfterTime`, so a session signed in during the
 * second of the revocation would survive it. When the revocation lands in that second, it is made
 * again once the second has passed, until Auth records a later time.
 */
export async function revokeSessionsSince(authClient: Auth, uid: string, signedInAt: number): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    await authClient.revokeRefreshTokens(uid);
    const { tokensValidAfterTime } = await authClient.getUser(uid);
    const validSince = tokensValidAfterTime ? new Date(tokensValidAfterTime).getTime() : 0;
    if (signedInAt * 1000 < validSince) return;
    await sleep(signedInAt * 1000 + 1000 - Date.now() + 20);
  }
  throw new Error(`Could not revoke the sessions of ${uid}: Auth keeps a revocation time at or before ${signedInAt}`);
}
