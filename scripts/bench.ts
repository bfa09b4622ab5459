// `npm run bench`: the figures of the "Measured quality" issue, written to BENCH.md (tables with
// targets) and bench-results/latest.json. Self-contained: it builds when there is no build, starts
// its own stack (ports shifted by STACK_PORT_OFFSET, default 20000; a throwaway data folder),
// seeds it, measures, and stops it. About 23 minutes. Options:
//   --build             rebuild web and functions first even when a build exists
//   --skip-lighthouse   leave Lighthouse out (the slowest part)
//   --lighthouse-runs=N runs per page, the median reported (default 3; --quick: 1)
//   --cpu-slowdown=X    Lighthouse's CPU slowdown (default 4, Lighthouse's own; lower it on a slower host)
//   --quick             5 s loads instead of 30 s and 10 s (for working on the bench itself)
//   --only=PARTS        only these parts, comma-separated (the rest reported as skipped): lighthouse,
//                       first-load, first-tap, catalogue, reads, installed, floor, load, api, admin, device-import,
//                       search, island-typing, catalogue-lighthouse (these three need device-import), history
//   --admin-sizes=N,M   the catalogue sizes the admin's product list is measured at (default 1000,5000)
//   --device-repository=DIR  a checkout of the LoRaWAN Device Repository: the device-import part imports
//                       all its device definitions in one request (default $DEVICE_REPOSITORY; skipped without);
//                       with it published, the search, typing and Lighthouse figures of issue 46, again at 5,000 products
import { chromium, type Browser } from "@playwright/test";
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { adminListAtScale, type AdminScale } from "./bench/adminScale.ts";
import { benchPages, firstLoadSizes } from "./bench/bundles.ts";
import { catalogueEntries, searchAtScale, type CatalogueScale, type SearchAtScale } from "./bench/catalogueSearch.ts";
import { catalogueTimingInBrowser } from "./bench/catalogueTiming.ts";
import { importWholeRepository } from "./bench/deviceImport.ts";
import { firstTapFigures } from "./bench/firstTap.ts";
import { floorComparison, removeFloorFiles } from "./bench/floor.ts";
import { installedVisitors } from "./bench/installed.ts";
import { lighthouseScores } from "./bench/lighthouse.ts";
import { islandTyping } from "./bench/marketplaceTyping.ts";
import { runLoad, type LoadResult, type LoadSpec } from "./bench/load.ts";
import { functionWorkerPids, probeHeaps, startSampling } from "./bench/memory.ts";
import { historyAtScale, type HistoryBench } from "./bench/history.ts";
import { heapReport, memoryReport } from "./bench/memoryReport.ts";
import { pageViewReads } from "./bench/pageReads.ts";
import {
  checks,
  isSkipped,
  renderBenchMarkdown,
  targets,
  type ApiComparison,
  type BenchResult,
  type CatalogueLighthouse,
  type Skipped,
  type SustainedLoad,
} from "./bench/report.ts";
import { topUpProducts } from "./bench/topUpProducts.ts";
import { chromiumArgs, chromiumPath } from "./lib/chromium.ts";
import { projectId, shiftedPorts } from "./lib/ports.ts";
import { repoRoot, startStack, type RunningStack } from "./lib/stack.ts";

const { values: options } = parseArgs({
  options: {
    build: { type: "boolean", default: false },
    "skip-lighthouse": { type: "boolean", default: false },
    "lighthouse-runs": { type: "string" },
    "cpu-slowdown": { type: "string" },
    quick: { type: "boolean", default: false },
    only: { type: "string" },
    "admin-sizes": { type: "string" },
    "device-repository": { type: "string" },
  },
});

const partNames = [
  "lighthouse",
  "first-load",
  "first-tap",
  "catalogue",
  "reads",
  "installed",
  "floor",
  "load",
  "api",
  "admin",
  "device-import",
  "search",
  "island-typing",
  "catalogue-lighthouse",
  "history",
] as const;
type PartName = (typeof partNames)[number];
const only = options.only?.split(",").map((name) => name.trim());
const unknownParts = only?.filter((name) => !(partNames as readonly string[]).includes(name)) ?? [];
if (unknownParts.length) throw new Error(`--only takes ${partNames.join(", ")}; not ${unknownParts.join(", ")}`);
const wanted = (name: PartName) => !only || only.includes(name);

function positiveNumber(option: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!(n > 0)) throw new Error(`--${option} takes a positive number, not "${value}"`);
  return n;
}

/** The API figure's catalogue size (the spec seed has 33 products; the bench adds the rest). */
const apiCatalogueSize = 1000;
/** Issue 46: the search and the public pages are measured with the whole repository, then at this many published products. */
const largeCatalogueSize = 5000;
/** Issue 49: the history figures are taken with this many products in the store. */
const historyCatalogueSize = 5000;
/** Issue 21: the admin's product list at a vendor's scale, measured last (the catalogue only grows). */
const adminSizes = (options["admin-sizes"] ?? "1000,5000").split(",").map((size) => positiveNumber("admin-sizes", size.trim())!);
// Warm-up runs take every worker through the call first, until V8 has compiled what it keeps and caches
// are filled (sustainedLoad, decision 090); the memory figure is what the measured run adds (heapReport).
const sustained = { connections: 50, seconds: options.quick ? 5 : 30, warmupSeconds: options.quick ? 5 : 30, maxWarmupRuns: 3 };
// 1,000 products make each answer slow on the emulators (the embedded Firestore is plain JS): a few
// connections and the function's own 60 s timeout, so slow answers are measured instead of dropped.
const comparison = { connections: 4, seconds: options.quick ? 5 : 10, warmupSeconds: 5, timeoutSeconds: 60 };
const gzip = { "accept-encoding": "gzip" };
const staticName = "bench-static-products.json";
const staticFile = join(repoRoot, "web/build/client", staticName);

const started = Date.now();
const log = (line: string) => console.log(`[bench ${Math.round((Date.now() - started) / 1000)}s] ${line}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: "inherit" });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited ${code}`))));
    child.on("error", reject);
  });
}

/**
 * Runs one part of the bench; a failure is recorded as skipped with its reason, the rest goes on.
 * A part left out by --only is recorded as skipped too.
 */
async function part<T>(key: PartName, name: string, measure: () => Promise<T>): Promise<T | Skipped> {
  if (!wanted(key)) return { skipped: "not in --only" };
  log(`${name}...`);
  try {
    return await measure();
  } catch (error) {
    console.error(error);
    return { skipped: `failed: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}` };
  }
}

/**
 * The Functions emulator runs one request per worker process and starts a new worker for each
 * request that finds none idle; on a busy 2-core machine a worker takes seconds to start. Rounds of
 * `count` concurrent catalogue reads (which also open each worker's Firestore channel) until the
 * pool holds `count` workers and a whole round is answered, so a load measures steady workers
 * rather than worker start-up.
 */
async function warmWorkers(stack: RunningStack, count: number, capMs = 180_000) {
  const start = Date.now();
  let rounds = 0;
  while (Date.now() - start < capMs) {
    rounds++;
    const answers = await Promise.all(
      Array.from({ length: count }, () =>
        fetch(`${stack.siteUrl}/api/products`, { signal: AbortSignal.timeout(60_000) }).then(
          async (r) => (await r.arrayBuffer(), r.ok),
          () => false,
        ),
      ),
    );
    const workers = functionWorkerPids(stack.pid).length;
    if (answers.every(Boolean) && workers >= count) return { workers, rounds, seconds: Math.round((Date.now() - start) / 1000) };
  }
  log(`the emulator did not reach ${count} warm workers in ${capMs / 1000} s; measuring anyway`);
  return { workers: functionWorkerPids(stack.pid).length, rounds, seconds: Math.round((Date.now() - start) / 1000) };
}

async function sustainedLoad(stack: RunningStack, spec: Omit<LoadSpec, "connections" | "durationSeconds">): Promise<SustainedLoad> {
  const pool = await warmWorkers(stack, sustained.connections);
  log(`${pool.workers} function workers after ${pool.rounds} warm-up round(s), ${pool.seconds} s`);
  // Warm-up runs until one leaves the workers' heap within half the target: V8 keeps compiling and
  // optimising a call's code over its first few hundred calls in each worker (one worker's heap grew
  // 2.3 MB over its first 1,200 contact submissions, then no more), which a run of ~50 calls per
  // worker does not reach. A leak grows every run alike, so it still shows after the last round.
  const origin = new URL(spec.url).origin;
  const warmups: SustainedLoad["warmups"] = [];
  await settle(origin);
  let heapBefore = await probeHeaps(functionWorkerPids(stack.pid), heapDir);
  for (let round = 0; round < sustained.maxWarmupRuns; round++) {
    const load = await runLoad({ ...spec, connections: sustained.connections, durationSeconds: sustained.warmupSeconds });
    await settle(origin);
    const heapAfter = await probeHeaps(functionWorkerPids(stack.pid), heapDir);
    const { growthMb } = heapReport(heapBefore, heapAfter);
    warmups.push({ load, heapGrowthMb: growthMb });
    heapBefore = heapAfter;
    if (growthMb <= targets.memoryGrowthMaxMb / 2) break;
  }
  const sampling = startSampling(stack.pid);
  const cpuBefore = process.cpuUsage();
  const loadRun = await runLoad({ ...spec, connections: sustained.connections, durationSeconds: sustained.seconds });
  const loadEndT = sampling.elapsed();
  const cpu = process.cpuUsage(cpuBefore);
  // This process hosts the embedded Firestore: near 100 % of a core means the stand-in is the bottleneck.
  const firestoreCpuPercent = Math.round(((cpu.user + cpu.system) / 1e6 / loadEndT) * 100);
  await sleep(5000);
  const samples = sampling.stop();
  await settle(origin);
  const heap = heapReport(heapBefore, await probeHeaps(functionWorkerPids(stack.pid), heapDir));
  return { workerWarmup: pool, warmups, run: loadRun, firestoreCpuPercent, memory: memoryReport(samples, 0, loadEndT), heap };
}

const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;

/**
 * The API and a static file of the same bytes, one after the other. The file stays until the stack
 * has stopped: Hosting still serving queued requests for a file that vanished crashes the emulators.
 */
async function compareWithStatic(base: string, products: number): Promise<ApiComparison> {
  const body = Buffer.from(await (await fetch(`${base}/api/products`)).arrayBuffer());
  writeFileSync(staticFile, body);
  const served = await fetch(`${base}/${staticName}`);
  const servedBytes = (await served.arrayBuffer()).byteLength;
  if (!served.ok || servedBytes !== body.length) throw new Error(`Hosting served ${served.status}, ${servedBytes} bytes of ${body.length}`);
  const load = async (url: string): Promise<LoadResult> => {
    const { connections, timeoutSeconds } = comparison;
    await runLoad({ url, connections, timeoutSeconds, durationSeconds: comparison.warmupSeconds, headers: gzip });
    await settle(base);
    return runLoad({ url, connections, timeoutSeconds, durationSeconds: comparison.seconds, headers: gzip });
  };
  const staticResult = await load(`${base}/${staticName}`);
  await settle(base);
  const api = await load(`${base}/api/products`);
  await settle(base);
  return {
    products,
    api,
    staticFile: staticResult,
    ratio: {
      p50: ratio(api.latencyMs.p50, staticResult.latencyMs.p50),
      p95: ratio(api.latencyMs.p95, staticResult.latencyMs.p95),
      rps: ratio(staticResult.requestsPerSecond, api.requestsPerSecond),
    },
  };
}

/**
 * Waits until the function answers promptly again: requests a load run left in flight keep the
 * emulator's workers busy after the client has gone, and would spill into the next measurement.
 */
async function settle(base: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  let prompt = 0;
  while (prompt < 3 && Date.now() < deadline) {
    const start = Date.now();
    const ok = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(10_000) }).then(
      (r) => r.ok,
      () => false,
    );
    prompt = ok && Date.now() - start < 1000 ? prompt + 1 : 0;
    await sleep(500);
  }
  if (prompt < 3) log("the function did not settle; measuring anyway");
}

/** The sizes a part measured; when it measured none, why (the first reason). */
function measuredSizes<T extends object>(results: (T | Skipped)[]): T[] | Skipped {
  const measured = results.filter((r): r is T => !isSkipped(r));
  return measured.length > 0 ? measured : (results.find(isSkipped) ?? { skipped: "not measured" });
}

async function publishedCount(base: string): Promise<{ count: number; firstId: number; firstName: string }> {
  const products = (await (await fetch(`${base}/api/products`)).json()) as { id: number; name: string }[];
  if (!products[0]) throw new Error("the bench stack has no published products");
  return { count: products.length, firstId: products[0].id, firstName: products[0].name };
}

const loadAverageAtStart = loadavg()[0]!;
if (options.build || !existsSync(join(repoRoot, "web/build/client/about/index.html")) || !existsSync(join(repoRoot, "functions/lib/index.js"))) {
  log("building web and functions");
  await run("npm", ["run", "--silent", "build"]);
}

const ports = shiftedPorts(Number(process.env.STACK_PORT_OFFSET ?? 20000));
// The emulator starts a worker process per request in flight and gives each 30 s to load the
// function; 50 starting at once on a busy 2-core machine take longer. Give them 2 minutes.
process.env.FUNCTIONS_DISCOVERY_TIMEOUT ??= "120";
const dataDir = mkdtempSync(join(tmpdir(), "bench-stack-"));
// The function's workers write their heap after a full collection here when signalled (heapProbe.ts).
const heapDir = join(dataDir, "heap");
mkdirSync(heapDir);
log(`starting a stack on port ${ports.hosting} (data in ${dataDir})`);
const stack = await startStack({
  ports,
  dataDir,
  verbose: process.env.BENCH_VERBOSE === "1",
  persistFirestore: false,
  // The bench measures the function and its workers under load (50 connections), not the edge's
  // queue and cache, which stand in for Hosting's CDN (decision 102).
  edge: "unbounded",
  emulatorEnv: {
    BENCH_HEAP_DIR: heapDir,
    NODE_OPTIONS: [process.env.NODE_OPTIONS, "--expose-gc"].filter(Boolean).join(" "),
    // The contact load's 50 connections all come from this machine: the per-address limit would answer 429.
    FORM_RATE_LIMIT: "off",
  },
});
let result: BenchResult;
try {
  Object.assign(process.env, stack.env);
  const { seedIfEmpty } = await import("./lib/seed.ts");
  await seedIfEmpty(projectId, log);
  const base = stack.siteUrl;
  const seeded = await publishedCount(base);
  const productPath = `/products/${seeded.firstId}`;

  const lighthouseOptions = {
    runs: positiveNumber("lighthouse-runs", options["lighthouse-runs"]) ?? (options.quick ? 1 : 3),
    cpuSlowdown: positiveNumber("cpu-slowdown", options["cpu-slowdown"]),
  };
  const publicPages = ["/", "/marketplace", productPath, "/pricing"];
  const lighthouse = options["skip-lighthouse"]
    ? { skipped: "--skip-lighthouse" }
    : await part("lighthouse", "Lighthouse", () => lighthouseScores(base, [...publicPages, "/admin"], lighthouseOptions));
  const floor = options["skip-lighthouse"]
    ? { skipped: "--skip-lighthouse (the floor is measured with Lighthouse)" }
    : await part("floor", "each public page against its static floor (Lighthouse)", () => floorComparison(base, publicPages, lighthouseOptions));
  const catalogue = await part("catalogue", "catalogue filter and sort in Chromium", () => catalogueTimingInBrowser(5000));

  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const firstLoad = await part("first-load", "first-load JS and CSS per page in Chromium", () => firstLoadSizes(browser, base, benchPages(productPath)));
  const firstTap = await part("first-tap", "the first tap on a throttled phone in Chromium (median of 5)", () =>
    firstTapFigures(browser, base, productPath, 5, log),
  );
  const installed = await part("installed", "installed visitors (service worker in control) in Chromium", () =>
    installedVisitors(browser, base, [
      { path: productPath, content: seeded.firstName },
      { path: "/marketplace", content: `${seeded.count} devices found` },
    ]),
  );
  const readsAt = async (catalogueSize: number) => ({
    catalogueSize,
    views: [await pageViewReads(browser, base, "/marketplace"), await pageViewReads(browser, base, productPath)],
  });
  const reads: BenchResult["reads"] = [];
  const seededReads = await part("reads", "reads per page view", () => readsAt(seeded.count));
  if (!("skipped" in seededReads)) reads.push(seededReads);

  // The sustained loads run on the seeded catalogue, the API-vs-static figure on 1,000 products.
  const productsLoad = await part("load", "sustained load on GET /api/products", () => sustainedLoad(stack, { url: `${base}/api/products`, headers: gzip }));
  const contactLoad = await part("load", "sustained load on POST /api/contact", () =>
    sustainedLoad(stack, {
      url: `${base}/api/contact`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Bench Load", email: "bench@example.com", subject: "Load test", message: "A contact submission sent by npm run bench." }),
    }),
  );
  // Issue 32: the whole Device Repository in one import, published, on the seeded catalogue.
  const repository = options["device-repository"] ?? process.env.DEVICE_REPOSITORY;
  const deviceImport = !repository
    ? { skipped: "no --device-repository checkout given" }
    : await part("device-import", "the whole LoRaWAN Device Repository in one import", async () => {
        const { seedAdminCredentials } = await import("./lib/seed.ts");
        const { email, password } = seedAdminCredentials();
        return importWholeRepository(base, repository, { username: email, password }, stack.pid);
      });
  // Issue 46: with the whole repository published, the search, typing in the island and the public
  // pages; the search and the pages again at 5,000 products once every other part has measured.
  const imported = !isSkipped(deviceImport);
  const notImported: Skipped = { skipped: wanted("device-import") ? "the device import did not run" : "needs the device-import part (--only)" };
  const catalogueAt = async (catalogue: CatalogueScale, figuresBrowser: Browser) => {
    const search = await part("search", `the search over the published catalogue (${catalogue})`, () => searchAtScale(figuresBrowser, base, catalogue));
    const pages: CatalogueLighthouse | Skipped = options["skip-lighthouse"]
      ? { skipped: "--skip-lighthouse" }
      : await part("catalogue-lighthouse", `Lighthouse and the static floor on the public pages (${catalogue})`, async () => ({
          catalogue,
          products: (await catalogueEntries(base)).length,
          lighthouse: await lighthouseScores(base, publicPages, lighthouseOptions),
          floor: await floorComparison(base, publicPages, lighthouseOptions),
        }));
    return { search, pages };
  };
  const atRepository = imported ? await catalogueAt("repository", browser) : { search: notImported, pages: notImported };
  const typing = imported
    ? await part("island-typing", "typing in the marketplace's island at 4x CPU", async () => islandTyping(browser, base, await catalogueEntries(base)))
    : notImported;
  let full = seeded;
  if (wanted("reads") || wanted("api")) {
    log(`adding products up to ${apiCatalogueSize}`);
    const db = getFirestore(getApps()[0] ?? initializeApp({ projectId }));
    await topUpProducts(db, apiCatalogueSize);
    full = await publishedCount(base);
  }
  const fullReads = await part("reads", "reads per page view at the full catalogue", () => readsAt(full.count));
  if (!("skipped" in fullReads)) reads.push(fullReads);
  await browser.close();
  const load: BenchResult["load"] =
    "skipped" in productsLoad
      ? productsLoad
      : "skipped" in contactLoad
        ? contactLoad
        : { products: productsLoad, contact: contactLoad, catalogueSize: seeded.count };

  const api = await part("api", "GET /api/products vs a static file", () => compareWithStatic(base, full.count));

  // Seeded through the store in batches (topUpProducts), not the admin's forms: 5,000 in seconds.
  const admin = await part("admin", `the admin's product list at ${adminSizes.join(" and ")} products in Chromium`, async (): Promise<AdminScale> => {
    const { seedAdminCredentials } = await import("./lib/seed.ts");
    const db = getFirestore(getApps()[0] ?? initializeApp({ projectId }));
    const adminBrowser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    try {
      const runs = [];
      for (const size of adminSizes) {
        log(`adding products up to ${size} in the store, then measuring the admin's list`);
        await topUpProducts(db, size, "all");
        // Unpublishing ~1,000 from the UI (issue 31) at the largest size only, where it leaves most published.
        runs.push(await adminListAtScale(adminBrowser, base, seedAdminCredentials(), { bulk: size === Math.max(...adminSizes) }));
      }
      return { runs };
    } finally {
      await adminBrowser.close();
    }
  });

  // Issue 49: revisions, history and the trash, at 5,000 products (drafts included).
  const history = await part(
    "history",
    "a save with its revision, a 50-revision history, a bulk delete and restore of 450",
    async (): Promise<HistoryBench> => {
      const { seedAdminCredentials } = await import("./lib/seed.ts");
      const db = getFirestore(getApps()[0] ?? initializeApp({ projectId }));
      await topUpProducts(db, historyCatalogueSize, "all");
      const { email, password } = seedAdminCredentials();
      return historyAtScale(base, { username: email, password }, db, historyCatalogueSize);
    },
  );

  let atLarge: Awaited<ReturnType<typeof catalogueAt>> = { search: notImported, pages: notImported };
  if (imported && (wanted("search") || wanted("catalogue-lighthouse"))) {
    log(`adding published products up to ${largeCatalogueSize}`);
    await topUpProducts(getFirestore(getApps()[0] ?? initializeApp({ projectId })), largeCatalogueSize);
    const largeBrowser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    try {
      atLarge = await catalogueAt("5000", largeBrowser);
    } finally {
      await largeBrowser.close();
    }
  }

  result = {
    at: new Date(started).toISOString(),
    machine: { node: process.version, cpus: cpus().length, loadAverageAtStart, loadAverageAtEnd: loadavg()[0]! },
    baseUrl: base,
    durationSeconds: Math.round((Date.now() - started) / 1000),
    lighthouse,
    firstLoad,
    firstTap,
    catalogue,
    reads: reads.length ? reads : { skipped: wanted("reads") ? "no page view was measured" : "not in --only" },
    installed,
    floor,
    api,
    load,
    admin,
    deviceImport,
    search: measuredSizes<SearchAtScale>([atRepository.search, atLarge.search]),
    islandTyping: typing,
    catalogueLighthouse: measuredSizes<CatalogueLighthouse>([atRepository.pages, atLarge.pages]),
    history,
  };
} finally {
  log("stopping the stack");
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(staticFile, { force: true });
  removeFloorFiles();
}

const dir = join(repoRoot, "bench-results");
mkdirSync(dir, { recursive: true });
const json = JSON.stringify(result, null, 2);
writeFileSync(join(dir, `bench-${result.at.replace(/[:.]/g, "-")}.json`), json);
writeFileSync(join(dir, "latest.json"), json);
writeFileSync(join(repoRoot, "BENCH.md"), renderBenchMarkdown(result));
const missed = checks(result).filter((c) => !c.pass);
log(`wrote BENCH.md and bench-results/latest.json; ${missed.length} target(s) missed${missed.length ? ":" : ""}`);
for (const c of missed) console.log(`  ${c.figure}: ${c.value} (target ${c.target})`);
// The emulators' worker processes are gone; firebase-admin's channels would keep this process alive.
process.exit(0);
