// `npm run dev`: the site and its API from source, with hot reload (decision 045). It starts what
// holds the data (the embedded Firestore and the Auth emulator, as `npm start` does, on the same
// .data/ folder), seeds it on first start, and serves pages and API from one dev server that renders
// pages as production does. Ctrl-C stops everything it started; should an emulator exit on its own,
// it says which and how, stops the rest and exits with status 1.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { projectId, shiftedPorts } from "./lib/ports.ts";
import { repoRoot, startStack, stopWithStack } from "./lib/stack.ts";

const { values } = parseArgs({
  options: {
    /** Where the data is kept between runs; a throwaway folder for tests. */
    "data-dir": { type: "string", default: join(repoRoot, ".data") },
    verbose: { type: "boolean", default: false },
  },
});

// The marketing images, icons and favicon are rendered into web/public, as the build does first.
if (!existsSync(join(repoRoot, "web", "public", "favicon.svg"))) {
  console.log("Rendering the site's images...");
  execSync("npm run art --silent -w web", { cwd: repoRoot, stdio: "inherit" });
}

console.log("Starting Firestore and the Auth emulator...");
// STACK_PORT_OFFSET shifts every port as for `npm start`; the dev server takes the site's port.
const ports = shiftedPorts(Number(process.env.STACK_PORT_OFFSET ?? 0));
const stack = await startStack({ ports, dataDir: resolve(values["data-dir"]), verbose: values.verbose, dataOnly: true });

let devServer: { close(): Promise<void> } | null = null;
const shutdown = stopWithStack(stack, { all: "the dev server and the emulators", needsIt: "The dev server" }, async () => {
  await devServer?.close();
});

try {
  // The browser talks to the dev server directly: no proxy appends X-Forwarded-For entries.
  Object.assign(process.env, stack.env, { TRUSTED_PROXY_HOPS: process.env.TRUSTED_PROXY_HOPS ?? "0" });
  // The seed and the function share this process: the function's Firestore client (its app, its
  // settings) is made first, and the seed then uses the same one.
  const { db } = await import("../functions/src/firebase.ts");
  db();
  const { seedIfEmpty, seedAdminCredentials } = await import("./lib/seed.ts");
  await seedIfEmpty(projectId);
  const { purgeTrashOnStart } = await import("./lib/purgeTrash.ts");
  await purgeTrashOnStart();
  const { startDevServer } = await import("./lib/devServer.ts");
  devServer = await startDevServer("127.0.0.1", ports.hosting);
  const response = await fetch(`${stack.siteUrl}/api/products`);
  if (!response.ok) throw new Error(`GET /api/products answered ${response.status}: ${await response.text()}`);
  const products = (await response.json()) as unknown[];
  const { email, password } = seedAdminCredentials();
  console.log(`
  LoRaWAN Sensors is running from source, with hot reload.

    Site:     ${stack.siteUrl}   (${products.length} products in the catalogue)
    Admin:    ${stack.siteUrl}/admin
              username ${email}
              password ${password}

  Pages render as in production (React Router on the server, islands in the browser); an edit
  reloads the page. Data is kept in ${values["data-dir"]} (npm run reset wipes .data/). Press Ctrl-C to stop.
`);
} catch (error) {
  console.error(error);
  await shutdown(1);
}
