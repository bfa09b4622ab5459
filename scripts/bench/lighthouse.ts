// Lighthouse (mobile form factor, simulated throttling) in Debian's Chromium, run from npm: the four
// category scores plus LCP, CLS and TBT per page, the median of several runs. The CPU slowdown is
// calibrated to this host as Lighthouse's throttling docs ask (see calibratedCpuSlowdown); scores on a
// shared 2-core machine still move when it is busy, so the bench records the load average beside them.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromiumArgs, chromiumPath } from "../lib/chromium.ts";
import { repoRoot } from "../lib/stack.ts";

export interface LighthousePage {
  /** The median run's score; `performanceRuns` holds every run's, in the order they ran. */
  performance: number;
  performanceRuns: number[];
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export interface LighthouseRun {
  /** Lighthouse's measure of this host's CPU (its report's "CPU/Memory Power"), from a first, discarded run. */
  benchmarkIndex: number;
  /** The CPU slowdown every measured run used (Lighthouse's default is 4). */
  cpuSlowdownMultiplier: number;
  runsPerPage: number;
  pages: Record<string, LighthousePage | { error: string }>;
}

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  environment: { benchmarkIndex: number };
}

/**
 * Lighthouse's default 4x CPU slowdown turns a high-end desktop (benchmark index 1500-2000) into a
 * mid-tier phone. On a slower host the same 4x emulates a much slower phone, and Lighthouse's own
 * report warns of it below an index of 1000. Its throttling docs (docs/throttling.md, "Calibrating
 * the CPU slowdown") say to set the multiplier from the index; these are the points of the
 * calibration table they link, index to multiplier, joined by straight lines.
 */
const calibration: readonly (readonly [index: number, multiplier: number])[] = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, 4],
  [1766, 5],
  [2000, 6],
];

/** The CPU slowdown that makes this host (its benchmark index) a mid-tier phone, to one decimal. */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  const first = calibration[0]!;
  const last = calibration[calibration.length - 1]!;
  if (benchmarkIndex <= first[0]) return first[1];
  let multiplier = last[1] + (benchmarkIndex - last[0]) / 233;
  for (let i = 1; i < calibration.length; i++) {
    const [x1, y1] = calibration[i]!;
    if (benchmarkIndex > x1) continue;
    const [x0, y0] = calibration[i - 1]!;
    multiplier = y0 + ((benchmarkIndex - x0) / (x1 - x0)) * (y1 - y0);
    break;
  }
  return Math.round(multiplier * 10) / 10;
}

/** The run with the median performance score (the lower middle one for an even count). */
export function medianRun<T extends { performance: number }>(runs: readonly T[]): T {
  if (runs.length === 0) throw new Error("no runs");
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

// Asynchronous on purpose: the bench stack's embedded Firestore answers from this process meanwhile.
function lighthouse(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(repoRoot, "node_modules/.bin/lighthouse"), args, {
      env: { ...process.env, CHROME_PATH: chromiumPath },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let err = "";
    child.stderr.on("data", (chunk: Buffer) => (err = (err + chunk.toString()).slice(-2000)));
    const timer = setTimeout(() => child.kill("SIGKILL"), 180_000);
    child.on("error", reject);
    child.on("exit", (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`lighthouse exited ${code}: ${err.trim().split("\n").pop() ?? ""}`));
    });
  });
}

async function audit(url: string, dir: string, cpuSlowdown?: number): Promise<{ page: Omit<LighthousePage, "performanceRuns">; benchmarkIndex: number }> {
  const out = join(dir, "report.json");
  await lighthouse([
    url,
    `--chrome-flags=${chromiumArgs.join(" ")}`,
    "--form-factor=mobile",
    ...(cpuSlowdown === undefined ? [] : [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`]),
    "--only-categories=performance,accessibility,best-practices,seo",
    "--output=json",
    `--output-path=${out}`,
    "--quiet",
  ]);
  const report = JSON.parse(readFileSync(out, "utf8")) as LighthouseReport;
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const ms = (id: string) => Math.round(report.audits[id]?.numericValue ?? 0);
  return {
    benchmarkIndex: report.environment.benchmarkIndex,
    page: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      fcpMs: ms("first-contentful-paint"),
      lcpMs: ms("largest-contentful-paint"),
      tbtMs: ms("total-blocking-time"),
      cls: Math.round((report.audits["cumulative-layout-shift"]?.numericValue ?? 0) * 1000) / 1000,
    },
  };
}

/**
 * A first run (discarded: it also warms the stack) reads the host's benchmark index and sets the CPU
 * slowdown from it, unless one is given; then `runs` runs per path, one after another (parallel runs
 * would skew each other's timings), and each path reports its median run.
 */
export async function lighthouseScores(base: string, paths: string[], { runs = 3, cpuSlowdown }: { runs?: number; cpuSlowdown?: number } = {}): Promise<LighthouseRun> {
  const dir = mkdtempSync(join(tmpdir(), "lighthouse-"));
  try {
    const { benchmarkIndex } = await audit(`${base}${paths[0] ?? "/"}`, dir);
    const multiplier = cpuSlowdown ?? calibratedCpuSlowdown(benchmarkIndex);
    const pages: LighthouseRun["pages"] = {};
    for (const path of paths) {
      try {
        const measured: Omit<LighthousePage, "performanceRuns">[] = [];
        for (let i = 0; i < runs; i++) measured.push((await audit(`${base}${path}`, dir, multiplier)).page);
        pages[path] = { ...medianRun(measured), performanceRuns: measured.map((m) => m.performance) };
      } catch (error) {
        pages[path] = { error: error instanceof Error ? error.message.split("\n")[0]! : String(error) };
      }
    }
    return { benchmarkIndex: Math.round(benchmarkIndex), cpuSlowdownMultiplier: multiplier, runsPerPage: runs, pages };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
