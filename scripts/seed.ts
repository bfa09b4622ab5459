// Seeds a local stack that is already running: `npx tsx scripts/seed.ts [--project demo-...]`.
// `npm start` does this by itself on first start.
import { parseArgs } from "node:util";
import { assertDemoProject } from "./lib/guard.ts";
import { defaultPorts, projectId as defaultProject } from "./lib/ports.ts";

const { values } = parseArgs({ options: { project: { type: "string", default: defaultProject } } });
try {
  assertDemoProject(values.project);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${defaultPorts.firestore}`;
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${defaultPorts.auth}`;
process.env.BLOB_DIR ??= new URL("../.data/blobs", import.meta.url).pathname;
const { seedIfEmpty } = await import("./lib/seed.ts");
const seeded = await seedIfEmpty(values.project);
console.log(seeded ? "Seeded." : "Already seeded: nothing to do.");
process.exit(0);
