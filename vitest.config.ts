import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { inlineScript } from "./web/inlineScript";

const web = fileURLToPath(new URL("./web/src", import.meta.url));

/**
 * Timeouts are hang guards, not speed limits: CI runs on a 2-core machine that other work may load
 * (issue 47: at a load of 8-20 a hook passed 60 s and skipped a file's tests). Vitest's defaults,
 * 5 s a test and 10 s a hook, are a speed limit there: the slowest unit test takes 0.7 s idle, a
 * jsdom form test seconds, and both run beside the API files (scripts/test.ts). What can wait
 * forever (a server's close) has its own deadline and says so (functions/test/helpers.ts).
 */
const unitTimeouts = { testTimeout: 30_000, hookTimeout: 30_000 };

// What the web app's two jsdom projects share.
const jsdomTests = {
  root: "web",
  environment: "jsdom",
  setupFiles: ["./vitest.setup.ts"],
  ...unitTimeouts,
};
// The jsdom tests that replace `location` to see a reload or a redirect. In a VM pool the page's window is
// the global, and its `location` cannot be redefined, so these run in their own project, in the default pool.
const locationStubs = ["src/boot/serviceWorker.dom.test.ts", "src/features/admin/shell/LoginForm.test.tsx"];

// Suites: the web app's unit tests (components in jsdom, logic in Node), the contracts' and the function's unit tests, and the API
// integration tests (the Express app against the embedded Firestore and the Auth emulator).
export default defineConfig({
  test: {
    // scripts/test.ts runs two Vitest processes side by side and names each its own report.
    reporters: ["default", ["json", { outputFile: process.env.VITEST_REPORT ?? "test-results/vitest.json" }]],
    // Vitest's default is one worker fewer than the cores: one on the 2-core CI machine, where the unit
    // files then ran one after another while their worker mostly waited (dev.test.ts on the stack it
    // starts, jsdom files on imports). Two there: the unit run beside the API run took 208-214 s, not
    // 245-374 s. The API project keeps one worker (fileParallelism: false).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A VM pool's worker (the web project's) is replaced once a file leaves its heap above this: each file's
    // context stays in memory, about 20 MB, and Vitest's default (the machine's memory over the workers) is
    // above Node's own heap limit (4 GB here, less on a smaller machine). Vitest reads it from the root only.
    vmMemoryLimit: "1GB",
    projects: [
      // The web app's tests that need a document run in jsdom: its components (*.test.tsx) and the logic
      // that works on the page or the device's storage (*.dom.test.ts). The rest of its logic runs in
      // Node in one module graph per worker (isolate: false), like the other node projects: a jsdom
      // and a fresh graph per file cost about 1.5 s of a core each, 80 s for 40 files.
      // The jsdom files run in the vmForks pool: each file gets its own window and module graph in a VM
      // context, in a worker that stays, so jsdom and Node's modules load once per worker, not per file
      // (36 files in about 45 s on the 2-core machine, not about 93 s in the default pool).
      {
        resolve: { alias: { "~": web } },
        // The page loader's text, minified as the build writes it into pages (web/inlineScript.ts).
        plugins: [inlineScript()],
        test: {
          ...jsdomTests,
          name: "web",
          include: ["src/**/*.test.tsx", "src/**/*.dom.test.ts"],
          exclude: locationStubs,
          pool: "vmForks",
        },
      },
      {
        resolve: { alias: { "~": web } },
        plugins: [inlineScript()],
        test: { ...jsdomTests, name: "web-location", include: locationStubs },
      },
      {
        resolve: { alias: { "~": web } },
        plugins: [inlineScript()],
        test: {
          name: "web-logic",
          root: "web",
          environment: "node",
          include: ["src/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["src/**/*.dom.test.ts"],
          isolate: false,
          ...unitTimeouts,
        },
      },
      // The node unit projects share one module graph per worker (isolate: false): none keeps state
      // between files. The web projects do not share theirs: their components keep module state (the
      // toaster, the install offer, the online status) that one file's test would leave to the next.
      {
        test: { name: "contracts", root: "contracts", environment: "node", include: ["src/**/*.test.ts"], isolate: false, ...unitTimeouts },
      },
      {
        test: { name: "functions", root: "functions", environment: "node", include: ["src/**/*.test.ts"], isolate: false, ...unitTimeouts },
      },
      {
        test: { name: "scripts", root: "scripts", environment: "node", include: ["**/*.test.ts"], isolate: false, ...unitTimeouts },
      },
      {
        test: {
          name: "api",
          root: "functions",
          environment: "node",
          include: ["test/**/*.test.ts"],
          globalSetup: ["./test/globalSetup.ts"],
          // One Firestore and Auth emulator for all files; files run one after another, in one module
          // graph (isolate: false): a fresh graph cost each of the 34 files about 2 s of imports and each
          // file rendering pages 12 s of Vite (test/pages.ts keeps one). Files that change the
          // environment put it back: faults.test.ts and durability.test.ts their own Firestore's clients.
          fileParallelism: false,
          isolate: false,
          // Its own group, after the unit projects' when one process runs them all: a group's projects
          // must share one maxWorkers.
          sequence: { groupOrder: 1 },
          // A test makes several calls to the emulators; a file's beforeAll signs in and may build
          // the web app's server build (test/pages.ts, 10-13 s idle). Closing a server is bounded
          // by its own 10 s deadline (test/helpers.ts closeServer), well inside the hook's limit.
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
