import { getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import { revokeSessionsSince } from "../../functions/src/auth/accountRole.ts";
import { shiftedPorts } from "./ports.ts";

/**
 * The Admin SDK's app for `projectId`. A `demo-` project exists only on the emulators, so unless the
 * environment names them it is the local stack's (its STACK_PORT_OFFSET followed). Without this the
 * SDK looked for a real project's credentials once it reached Firestore: a stack trace, after the
 * account had been made.
 */
function adminApp(projectId: string) {
  if (projectId.startsWith("demo-")) {
    const ports = shiftedPorts(Number(process.env.STACK_PORT_OFFSET ?? 0));
    process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${ports.auth}`;
    process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${ports.firestore}`;
  }
  return getApps()[0] ?? initializeApp({ projectId });
}

/** Creates or updates the account and gives it the admin claim and a users profile. */
export async function ensureAdmin(projectId: string, email: string, password: string): Promise<string> {
  const app = adminApp(projectId);
  const auth = getAuth(app);
  const user = await auth.getUserByEmail(email).catch(() => null);
  const uid = user
    ? (await auth.updateUser(user.uid, { password, emailVerified: true })).uid
    : (await auth.createUser({ email, password, emailVerified: true })).uid;
  await auth.setCustomUserClaims(uid, { role: "admin" });
  await getFirestore(app).collection("users").doc(uid).set({ username: email, role: "admin", createdAt: Timestamp.now() }, { merge: true });
  return uid;
}

/**
 * Takes the admin claim away and ends the account's sessions, so the change holds at once: no
 * session signed in before it stays valid, and the next sign-in gets the role "user". Answers the
 * uid, or null when there is no such account.
 */
export async function removeAdmin(projectId: string, email: string): Promise<string | null> {
  const app = adminApp(projectId);
  const auth = getAuth(app);
  const user = await auth.getUserByEmail(email).catch(() => null);
  if (!user) return null;
  const otherClaims: Record<string, unknown> = { ...user.customClaims };
  delete otherClaims.role;
  await auth.setCustomUserClaims(user.uid, Object.keys(otherClaims).length > 0 ? otherClaims : null);
  await getFirestore(app).collection("users").doc(user.uid).set({ role: "user" }, { merge: true });
  await revokeSessionsSince(auth, user.uid, Math.floor(Date.now() / 1000));
  return user.uid;
}
