import { deleteApp, getApps, initializeApp, type App } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { config } from "./config.js";

let app: App | null = null;

export function adminApp(): App {
  if (app) return app;
  const { projectId, STORAGE_BUCKET } = config();
  // Projects created since late 2024 get `<id>.firebasestorage.app`; older ones `<id>.appspot.com`,
  // which STORAGE_BUCKET names (docs/deploy.md).
  app = getApps()[0] ?? initializeApp({ projectId, storageBucket: STORAGE_BUCKET ?? `${projectId}.firebasestorage.app` });
  return app;
}

let firestore: Firestore | null = null;

export function db(): Firestore {
  if (firestore) return firestore;
  firestore = getFirestore(adminApp());
  firestore.settings({ ignoreUndefinedProperties: true });
  return firestore;
}

export const auth = () => getAuth(adminApp());

/**
 * For tests that point the function at another Firestore (FIRESTORE_EMULATOR_HOST): a client takes
 * the host when it is made, so the clients are closed and the next call makes new ones.
 */
export async function resetFirebase() {
  const current = app ?? getApps()[0];
  app = null;
  firestore = null;
  if (current) await deleteApp(current);
}
