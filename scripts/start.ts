// `npm start`: checks the stack's ports, builds (unless the build on disk is of the current
// sources), starts the local stack on the emulators, seeds it on first start and keeps running
// until Ctrl-C, which stops every process it started. Should one of them exit on its own (the
// emulators crash), it says which and how, stops the rest and exits with status 1: a stack that is
// half gone must not keep holding its ports. package.json runs it as `node --import tsx`, not
// under the tsx CLI, whose signal relay kills its child ~30 ms after a Ctrl-C it does not see
// confirmed, leaving the emulators running.
import { execSync } from "node:child_process";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { projectId, shiftedPorts } from "./lib/ports.ts";
import { describeLeftovers, removeLeftovers } from "./lib/leftovers.ts";
import { buildInputsHash, buildIsCurrent, portsInUseMessage, recordBuild } from "./lib/preflight.ts";
import { repoRoot, startStack, stopWithStack } from "./lib/stack.ts";

const { values } = parseArgs({
  options: {
    "skip-build": { type: "boolean", default: false },
    verbose: { type: "boolean", default: false },
  },
});

// STACK_PORT_OFFSET shifts every port (5000 -> 5000 + offset ...), for a second stack on one machine.
const offset = Number(process.env.STACK_PORT_OFFSET ?? 0);
const ports = shiftedPorts(offset);
// STACK_DATA_DIR keeps a second stack's data apart (scripts/start.test.ts runs one in a temporary folder).
const dataDir = resolve(process.env.STACK_DATA_DIR ?? join(repoRoot, ".data"));
// Only the default folder is what `npm run reset` wipes.
const dataDirLine =
  dataDir === join(repoRoot, ".data") ? "Data is kept in .data/ between runs (npm run reset wipes it)." : `Data is kept in ${dataDir} between runs.`;
// Before the ports check: an earlier start killed without stopping its emulators left them holding the ports.
const leftovers = await removeLeftovers();
if (leftovers.length) console.log(describeLeftovers(leftovers));
const taken = await portsInUseMessage(offset);
if (taken) {
  console.error(taken);
  process.exit(1);
}

// The site's own address (canonical links, sitemap, RSS) is where this stack serves it.
process.env.SITE_URL ??= `http://127.0.0.1:${ports.hosting}`;
if (!values["skip-build"]) {
  const inputs = buildInputsHash(repoRoot, process.env.SITE_URL);
  if (buildIsCurrent(repoRoot, inputs)) {
    console.log("The build is of the current sources: not building again.");
  } else {
    console.log("Building functions and web...");
    execSync("npm run build --silent", { cwd: repoRoot, stdio: "inherit" });
    recordBuild(repoRoot, inputs);
  }
}

console.log("Starting the emulators (Auth, Functions, Hosting) and Firestore...");
const stack = await startStack({ ports, dataDir, verbose: values.verbose });

const shutdown = stopWithStack(stack, { all: "the local stack", needsIt: "The local stack" });

try {
  Object.assign(process.env, stack.env);
  // Before the seed: the purge makes the function's Firestore client (with its settings), which the seed then shares.
  const { purgeTrashOnStart } = await import("./lib/purgeTrash.ts");
  await purgeTrashOnStart();
  const { seedIfEmpty, seedAdminCredentials } = await import("./lib/seed.ts");
  await seedIfEmpty(projectId);
  // The first call loads the function; answering it means the whole path works.
  const response = await fetch(`${stack.siteUrl}/api/products`);
  const products = (await response.json()) as unknown[];
  const { email, password } = seedAdminCredentials();
  console.log(`
  LoRaWAN Sensors is running on the local emulators.

    Site:     ${stack.siteUrl}   (${products.length} products in the catalogue)
    Admin:    ${stack.siteUrl}/admin
              username ${email}
              password ${password}

  ${dataDirLine} Press Ctrl-C to stop.
`);
} catch (error) {
  console.error(error);
  await shutdown(1);
}
