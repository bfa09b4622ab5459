import { onRequest } from "firebase-functions/v2/https";
import { createApp } from "./app.js";
import { installHeapProbe } from "./diagnostics/heapProbe.js";

// `npm run bench` only (emulators, BENCH_HEAP_DIR, --expose-gc); inert anywhere else.
installHeapProbe();

/** The one HTTPS function behind Hosting's /api/** rewrite. */
export const api = onRequest({ region: "us-central1", memory: "512MiB", timeoutSeconds: 60, maxInstances: 20 }, createApp());
