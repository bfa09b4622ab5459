import { getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore, Timestamp } from "firebase-admin/firestore";

/** Creates or updates the account and gives it the admin claim and a users profile. */
export async function ensureAdmin(projectId: string, email: string, password: string): Promise<string> {
  const app = getApps()[0] ?? initializeApp({ projectId });
  const auth = getAuth(app);
  const user = await auth.getUserByEmail(email).catch(() => null);
  const uid = user
    ? (await auth.updateUser(user.uid, { password, emailVerified: true })).uid
    : (await auth.createUser({ email, password, emailVerified: true })).uid;
  await auth.setCustomUserClaims(uid, { role: "admin" });
  await getFirestore(app)
    .collection("users")
    .doc(uid)
    .set({ username: email, role: "admin", createdAt: Timestamp.now() }, { merge: true });
  return uid;
}

