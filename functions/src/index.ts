import { onRequest } from "firebase-functions/v2/https";
import { createApp } from "./app.js";
import { refuseUnsignedTokensOutsideEmulator } from "./config.js";
import { installHeapProbe } from "./diagnostics/heapProbe.js";

// Before anything is served: the Auth emulator's variable outside the emulator would let forged cookies in.
refuseUnsignedTokensOutsideEmulator();

// `npm run bench` only (emulators, BENCH_HEAP_DIR, --expose-gc); inert anywhere else.
installHeapProbe();

/** The one HTTPS function behind Hosting's /api/** rewrite. */
export const api = onRequest({ region: "us-central1", memory: "512MiB", timeoutSeconds: 60, maxInstances: 20 }, createApp());
