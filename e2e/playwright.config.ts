import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../scripts/lib/chromium.ts";

// The stack is started and stopped by scripts/test.ts (npm test), which passes its URL in BASE_URL.
// Standalone: start a stack (npm start) and run `BASE_URL=http://127.0.0.1:5000
// FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099 GCLOUD_PROJECT=demo-lorawan-sensors npx playwright test -c e2e`
// (tests that make accounts of their own reach the Auth emulator through firebase-admin).
export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: 2,
  // One retry while the journeys of this session's changes settle: a test that passes only on its
  // retry is reported as flaky (scripts/test.ts counts it, and the report names it), never hidden.
  // Seen once each in the first full run: an ECONNRESET from the edge on an admin PUT, and an
  // IndexedDB look whose promise was dropped. Back to 0 once those are understood.
  retries: 1,
  // Generous: the Functions emulator starts a fresh worker (seconds on a busy 2-core machine)
  // whenever requests overlap.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [["list"], ["json", { outputFile: "../test-results/e2e.json" }]],
  outputDir: "../test-results/e2e",
  use: {
    baseURL: process.env.BASE_URL ?? "http://127.0.0.1:5000",
    // Recording a trace of every test (to keep the failed ones) costs ~17% of the suite's CPU on
    // two cores; to debug a failure, run it again with `--trace on`.
    trace: "off",
    // A first visit installs the service worker, which precaches every page (168 files, 3 MB) on
    // its own: work for nothing in a test that opens a fresh browser and checks something else.
    // The journeys that are about it (offline-catalogue, installable-app) allow it.
    serviceWorkers: "block",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    // Real Device Repository devices in the catalogue before any journey (device-repository.setup.ts).
    { name: "catalogue", testMatch: "**/*.setup.ts" },
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined }, dependencies: ["catalogue"] },
  ],
});
