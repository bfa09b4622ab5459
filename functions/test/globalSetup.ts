import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startAuthEmulator } from "../../scripts/lib/authEmulator.ts";
import { removeLeftovers } from "../../scripts/lib/leftovers.ts";
import { startFirestore } from "../../scripts/lib/firestoreServer.ts";
import { projectId, shiftedPorts } from "../../scripts/lib/ports.ts";

// The API integration tests run the Express app in-process against a real (embedded) Firestore
// and the Auth emulator, on ports shifted by API_TEST_PORT_OFFSET so a dev stack can keep running.
export default async function setup() {
  const ports = shiftedPorts(Number(process.env.API_TEST_PORT_OFFSET ?? 15000));
  // An Auth emulator an earlier run left when it was killed (its starter gone) holds the port.
  await removeLeftovers();
  const blobDir = mkdtempSync(join(tmpdir(), "api-test-blobs-"));
  const firestore = await startFirestore(ports.firestore, null);
  const stopAuth = await startAuthEmulator(ports);
  Object.assign(process.env, {
    GCLOUD_PROJECT: projectId,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    BLOB_DIR: blobDir,
    WEB_API_KEY: "demo-key",
    PUBLIC_ORIGIN: "http://127.0.0.1:5000",
    // The tests play the one proxy in front of the app: the X-Forwarded-For entry a test writes
    // last is the client's address (helpers.ts randomAddress), anything before it is the caller's.
    TRUSTED_PROXY_HOPS: "1",
    // Every file posts forms from 127.0.0.1; formRateLimit.test.ts sets the real limit for itself.
    FORM_RATE_LIMIT: "1000",
    METADATA_SERVER_DETECTION: "none",
  });
  return async () => {
    firestore.stop();
    await stopAuth();
    rmSync(blobDir, { recursive: true, force: true });
  };
}
