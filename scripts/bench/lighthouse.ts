// Lighthouse (mobile form factor, simulated throttling) in Debian's Chromium, run from npm: the four
// category scores plus LCP, CLS and TBT per page, the median of several runs, with Lighthouse's default
// 4x CPU slowdown. That default assumes a host with a benchmark index of 1500-2000 (its throttling docs);
// the report carries this host's index so a slower or busier machine shows. Scores on a shared 2-core
// machine still move when it is busy, so the bench records the load average beside them.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromiumArgs, chromiumPath } from "../lib/chromium.ts";
import { repoRoot } from "../lib/stack.ts";
import { percentile } from "./stats.ts";

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
  /** Lighthouse's measure of this host's CPU (its report's "CPU/Memory Power"), the median over the measured runs. */
  benchmarkIndex: number;
  /** The CPU slowdown every measured run used (Lighthouse's default, 4, unless one was given). */
  cpuSlowdownMultiplier: number;
  runsPerPage: number;
  pages: Record<string, LighthousePage | { error: string }>;
}

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }>;
  environment: { benchmarkIndex: number };
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

/**
 * One Lighthouse run of `url` with the bench's settings; `dir` holds its report. Requests matching
 * `blockedUrlPatterns` (Lighthouse's `--blocked-url-patterns`) fail at once.
 */
export async function lighthouseRun(
  url: string,
  dir: string,
  cpuSlowdown: number,
  blockedUrlPatterns: readonly string[] = [],
): Promise<{ page: Omit<LighthousePage, "performanceRuns">; benchmarkIndex: number; htmlBytes: number }> {
  const out = join(dir, "report.json");
  await lighthouse([
    url,
    ...blockedUrlPatterns.map((pattern) => `--blocked-url-patterns=${pattern}`),
    `--chrome-flags=${chromiumArgs.join(" ")}`,
    "--form-factor=mobile",
    `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
    "--only-categories=performance,accessibility,best-practices,seo",
    "--output=json",
    `--output-path=${out}`,
    "--quiet",
  ]);
  const report = JSON.parse(readFileSync(out, "utf8")) as LighthouseReport;
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const ms = (id: string) => Math.round(report.audits[id]?.numericValue ?? 0);
  const documentRequest = report.audits["network-requests"]?.details?.items?.find((item) => item.resourceType === "Document");
  return {
    benchmarkIndex: report.environment.benchmarkIndex,
    // The page's HTML as it came over the wire, headers included (what Lantern's TCP model downloads).
    htmlBytes: documentRequest?.transferSize ?? 0,
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
 * `runs` runs per path, one after another (parallel runs would skew each other's timings), after one
 * discarded run that warms the stack; each path reports its median run.
 */
export async function lighthouseScores(base: string, paths: string[], { runs = 3, cpuSlowdown = 4 }: { runs?: number; cpuSlowdown?: number } = {}): Promise<LighthouseRun> {
  const dir = mkdtempSync(join(tmpdir(), "lighthouse-"));
  try {
    await lighthouseRun(`${base}${paths[0] ?? "/"}`, dir, cpuSlowdown);
    const indices: number[] = [];
    const pages: LighthouseRun["pages"] = {};
    for (const path of paths) {
      try {
        const measured: Omit<LighthousePage, "performanceRuns">[] = [];
        for (let i = 0; i < runs; i++) {
          const { page, benchmarkIndex } = await lighthouseRun(`${base}${path}`, dir, cpuSlowdown);
          measured.push(page);
          indices.push(benchmarkIndex);
        }
        pages[path] = { ...medianRun(measured), performanceRuns: measured.map((m) => m.performance) };
      } catch (error) {
        pages[path] = { error: error instanceof Error ? error.message.split("\n")[0]! : String(error) };
      }
    }
    const benchmarkIndex = percentile(indices.sort((a, b) => a - b), 0.5);
    return { benchmarkIndex: Math.round(benchmarkIndex || 0), cpuSlowdownMultiplier: cpuSlowdown, runsPerPage: runs, pages };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
