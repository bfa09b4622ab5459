import { onRequest } from "firebase-functions/v2/https";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { createApp } from "./app.js";
import { refuseUnsignedTokensOutsideEmulator } from "./config.js";
import { installHeapProbe } from "./diagnostics/heapProbe.js";
import { pagesRouter } from "./render/pages.js";
import { trashStore } from "./store/trash.js";

// Before anything is served: the Auth emulator's variable outside the emulator would let forged cookies in.
refuseUnsignedTokensOutsideEmulator();

// `npm run bench` only (emulators, BENCH_HEAP_DIR, --expose-gc); inert anywhere else.
installHeapProbe();

/**
 * The one HTTPS function behind Hosting's rewrites: the API (/api/**), the sitemap, and the pages
 * React Router renders on request, from the web build bundled in (build.mjs, decision 021). That
 * build (React, Chakra, every page) is evaluated at the first page request, not when the function
 * loads: API calls and the runtime's load-time deadline do not wait for it.
 */
export const api = onRequest(
  { region: "us-central1", memory: "512MiB", timeoutSeconds: 60, maxInstances: 20 },
  createApp({ pages: pagesRouter(() => import("web-server-build")) }),
);

/**
 * Issue 49: removes what has been in the trash longer than 30 days (and its revisions), once a day.
 * The emulators do not fire schedules: the local stack runs the same purge when it starts
 * (scripts/lib/purgeTrash.ts).
 */
export const purgeTrash = onSchedule({ schedule: "every day 03:00", timeZone: "Etc/UTC", region: "us-central1", timeoutSeconds: 540 }, async () => {
  const removed = await trashStore.purge();
  console.info(`purgeTrash: removed ${removed} from the trash for good`);
});
