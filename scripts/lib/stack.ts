import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { saveAuthAccounts, type AuthSaver } from "./authSaver.ts";
import { startEdge, type EdgeBounds } from "./edge.ts";
import { startFirestore, type PersistentFirestore } from "./firestoreServer.ts";
import { officialEmulatorsUsable } from "./java.ts";
import { ownerMark, ownerVariable } from "./leftovers.ts";
import { projectId, type StackPorts } from "./ports.ts";
import { routeClassifier } from "./routeClass.ts";
import { describeExit, Supervisor, type ChildExit } from "./supervisor.ts";

export const repoRoot = resolve(import.meta.dirname, "..", "..");

export interface StackOptions {
  ports: StackPorts;
  /** Folder for everything the stack keeps between runs (emulator exports, blobs, Firestore snapshot). */
  dataDir: string;
  /** Print the emulators' own output. */
  verbose: boolean;
  /** Keep the embedded Firestore's snapshot file up to date (default true; throwaway stacks skip it). */
  persistFirestore?: boolean;
  /** More variables for the emulators and the function's workers only (not in the answered `env`). */
  emulatorEnv?: NodeJS.ProcessEnv;
  /**
   * Start only what holds the data (Firestore, the Auth emulator, and the Storage emulator when it is
   * usable): no edge, Hosting or Functions emulator. `npm run dev` serves the site and the API itself.
   */
  dataOnly?: boolean;
  /**
   * `unbounded`: the edge passes every request on at once and keeps no answers (the bench measures
   * the function and its workers under load, not the edge). Default `bounded` (decision 102).
   */
  edge?: "bounded" | "unbounded";
}

export interface RunningStack {
  siteUrl: string;
  env: NodeJS.ProcessEnv;
  /** The firebase emulators process; it leads the process group of every worker it spawns. */
  pid: number;
  /** Resolves when a process of the stack exits on its own (the emulators crashed or were killed). */
  exited: Promise<ChildExit>;
  /** Stops everything the stack started; safe to call more than once. */
  stop(): Promise<void>;
}

/**
 * What `npm start` and `npm run dev` do to end: Ctrl-C or SIGTERM stops `before` (what runs on top
 * of the stack) and then the stack, with exit 0; an emulator that exits on its own is named and
 * ends the command with 1. Returns the shutdown, for a start that fails.
 */
export function stopWithStack(stack: RunningStack, names: { all: string; needsIt: string }, before?: () => Promise<void>) {
  let stopping = false;
  const shutdown = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    console.log(`\nStopping ${names.all}...`);
    await before?.();
    await stack.stop();
    console.log("Stopped.");
    process.exit(exitCode);
  };
  process.on("SIGINT", () => void shutdown(0));
  process.on("SIGTERM", () => void shutdown(0));
  void stack.exited.then((exit) => {
    if (stopping) return;
    console.error(`\n${describeExit(exit)}\n${names.needsIt} cannot run without it.`);
    void shutdown(1);
  });
  return shutdown;
}

/**
 * What the edge lets through to the function (decision 102). The Functions emulator runs one request
 * per worker and starts a worker (1-2 s of a core, ~140 MB) for each request that finds none idle;
 * on a 2-core machine a few per class keep the cores busy, and a burst waits in the queue or is told
 * to come back, rather than starting dozens of workers. The deadline leaves room under the 30 s a
 * burst's last request may wait (issue 47).
 */
const edgeBounds = (): EdgeBounds => ({
  classify: routeClassifier(join(repoRoot, "firebase.json")),
  limits: { page: { concurrency: 4, queue: 32 }, api: { concurrency: 4, queue: 64 } },
  deadlineMs: 20_000,
  holdMs: 120_000,
  retryAfterSeconds: 5,
  // A minute at most, whatever the s-maxage: locally data also changes outside the API (a script,
  // a reset), and a write through the edge empties it anyway.
  cache: { maxAgeMs: 60_000, maxEntries: 500, maxBodyBytes: 4 * 1024 * 1024 },
});

/** Environment that points firebase-admin (here and in the function) at the local stack. */
function stackEnv(options: StackOptions, useOfficialFirestore: boolean, useStorageEmulator: boolean) {
  const { ports, dataDir } = options;
  return {
    ...process.env,
    GCLOUD_PROJECT: projectId,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    ...(useStorageEmulator ? {} : { BLOB_DIR: join(dataDir, "blobs") }),
    WEB_API_KEY: "demo-key",
    PUBLIC_ORIGIN: `http://127.0.0.1:${ports.hosting},http://localhost:${ports.hosting}`,
    NO_UPDATE_NOTIFIER: "1",
    // No Google metadata server here: firebase-admin must not wait for one.
    METADATA_SERVER_DETECTION: "none",
    ...(useOfficialFirestore ? {} : { FIRESTORE_EMULATOR_STANDIN: "1" }),
  } satisfies NodeJS.ProcessEnv;
}

/** firebase.json with this run's ports, written beside it so relative paths still resolve. */
function writeStackConfig(ports: StackPorts, firestore: boolean, storage: boolean): string {
  const base = JSON.parse(readFileSync(join(repoRoot, "firebase.json"), "utf8")) as {
    emulators: Record<string, unknown>;
  };
  base.emulators = {
    ...base.emulators,
    auth: { host: "127.0.0.1", port: ports.auth },
    functions: { host: "127.0.0.1", port: ports.functions },
    hosting: { host: "127.0.0.1", port: ports.hostingEmulator },
    hub: { host: "127.0.0.1", port: ports.hub },
    logging: { host: "127.0.0.1", port: ports.logging },
    ...(firestore ? { firestore: { host: "127.0.0.1", port: ports.firestore } } : {}),
    ...(storage ? { storage: { host: "127.0.0.1", port: ports.firestore + 1 } } : {}),
  };
  const file = join(repoRoot, `.firebase.${ports.hosting}.json`);
  writeFileSync(file, JSON.stringify(base, null, 2));
  return file;
}

/** Waits until `url` answers 2xx (and its body passes `ready`, when given). */
export async function waitFor(url: string, timeoutMs: number, isAlive: () => boolean, ready?: (body: string) => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = "";
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`The emulators exited before ${url} answered`);
    try {
      const response = await fetch(url);
      if (response.ok && (!ready || ready(await response.text()))) return;
      lastError = response.ok ? "not ready" : `status ${response.status}`;
    } catch (error) {
      lastError = String(error);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s (${lastError})`);
}

/**
 * Starts Firestore (official or embedded), the edge on the site's port, then the Auth, Functions
 * and Hosting emulators; with `dataOnly`, Firestore and the Auth emulator alone.
 */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const { ports, dataDir, verbose } = options;
  mkdirSync(dataDir, { recursive: true });
  // An earlier stack's export cut short (the emulators work in the data folder, below).
  for (const name of readdirSync(dataDir)) if (name.startsWith("firebase-export-")) rmSync(join(dataDir, name), { recursive: true, force: true });
  const official = officialEmulatorsUsable();
  const env = stackEnv(options, official.firestore, official.storage);

  let embedded: PersistentFirestore | null = null;
  if (!official.firestore) {
    embedded = await startFirestore(ports.firestore, options.persistFirestore === false ? null : join(dataDir, "firestore.json"));
  }

  const exportDir = join(dataDir, "emulators");
  const serving = options.dataOnly ? [] : ["functions", "hosting"];
  const only = ["auth", ...serving, ...(official.firestore ? ["firestore"] : []), ...(official.storage ? ["storage"] : [])];
  const args = [
    join(repoRoot, "node_modules", "firebase-tools", "lib", "bin", "firebase.js"),
    "emulators:start",
    "--only",
    only.join(","),
    "--project",
    projectId,
    "--config",
    writeStackConfig(ports, official.firestore, official.storage),
    "--export-on-exit",
    exportDir,
    ...(existsSync(join(exportDir, "firebase-export-metadata.json")) ? ["--import", exportDir] : []),
  ];
  // The site's port belongs to the edge, which keeps requests that crash or confuse the Hosting
  // emulator away from it (decision 016).
  const edge = options.dataOnly ? null : await startEdge(ports.hosting, ports.hostingEmulator, options.edge === "unbounded" ? undefined : edgeBounds());
  const supervisor = new Supervisor();
  const firebase = supervisor.start(`The Firebase emulators (${only.join(", ")})`, process.execPath, args, {
    // The export on exit is written in a new folder of the working directory, then moved over
    // `exportDir`: an export cut short leaves that folder behind, so it is the stack's own data
    // folder, not the checkout. The config (and the project's paths in it) is named absolutely.
    cwd: dataDir,
    // The function bundles the web app's server build (decision 021): loading it to discover the
    // function takes 1-2 s, and several times that on a busy 2-core machine, past the CLI's 10 s.
    // The owner's mark, inherited by every worker the emulators start: a start killed without
    // stopping them leaves them to the next one to find and remove (leftovers.ts).
    env: { FUNCTIONS_DISCOVERY_TIMEOUT: "60", ...env, ...options.emulatorEnv, [ownerVariable]: ownerMark() },
    inheritOutput: verbose,
    logFile: join(repoRoot, "firebase-debug.log"),
  });
  let authSaver: AuthSaver | null = null;
  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      // Stopped first: the emulators' own export on exit replaces the folder it writes in.
      await authSaver?.stop();
      await supervisor.stop();
      await edge?.stop();
      embedded?.stop();
    })());

  const siteUrl = `http://127.0.0.1:${ports.hosting}`;
  try {
    const alive = () => supervisor.unexpectedExit === null;
    await waitFor(`http://127.0.0.1:${ports.auth}/`, 300_000, alive);
    // The Auth emulator imports its accounts after it starts listening; the logging emulator starts
    // after that import. Saving before it would write the empty list over the saved one.
    await waitFor(`http://127.0.0.1:${ports.hub}/emulators`, 300_000, alive, (body) => "logging" in (JSON.parse(body) as object));
    authSaver = saveAuthAccounts(ports.auth, exportDir);
    if (!options.dataOnly) {
      await waitFor(`${siteUrl}/`, 300_000, alive);
      // The Functions emulator loads the code a few seconds after Hosting answers.
      await waitFor(`${siteUrl}/api/health`, 300_000, alive);
    }
  } catch (error) {
    await stop();
    if (!verbose) process.stderr.write(firebase.output());
    throw error;
  }
  return { siteUrl, env, pid: firebase.pid, exited: supervisor.firstExit, stop };
}
