import { Timestamp } from "firebase-admin/firestore";
import { db } from "../firebase.js";
import { roleSchema, type Role } from "@lorawan/contracts/auth";

export interface UserProfile {
  username: string;
  role: Role;
}

const users = () => db().collection("users");

export const usersStore = {
  /** The `users` profile of an account, created with role "user" on first sign-in. */
  async ensureProfile(uid: string, username: string): Promise<UserProfile> {
    const ref = users().doc(uid);
    const snapshot = await ref.get();
    if (snapshot.exists) {
      const role = roleSchema.safeParse(snapshot.get("role"));
      return { username: String(snapshot.get("username") ?? username), role: role.success ? role.data : "user" };
    }
    await ref.set({ username, role: "user", createdAt: Timestamp.now() });
    return { username, role: "user" };
  },
};
