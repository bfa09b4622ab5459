// Lighthouse (mobile form factor, simulated throttling) in Debian's Chromium, run from npm: the four
// category scores plus LCP, CLS and TBT per page. Scores on a shared 2-core machine run low when it is
// busy; the bench records the load average beside them.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromiumArgs, chromiumPath } from "../lib/chromium.ts";
import { repoRoot } from "../lib/stack.ts";

export interface LighthousePage {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
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

async function audit(url: string, dir: string): Promise<LighthousePage> {
  const out = join(dir, "report.json");
  await lighthouse([
    url,
    `--chrome-flags=${chromiumArgs.join(" ")}`,
    "--form-factor=mobile",
    "--only-categories=performance,accessibility,best-practices,seo",
    "--output=json",
    `--output-path=${out}`,
    "--quiet",
  ]);
  const report = JSON.parse(readFileSync(out, "utf8")) as LighthouseReport;
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const ms = (id: string) => Math.round(report.audits[id]?.numericValue ?? 0);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: ms("first-contentful-paint"),
    lcpMs: ms("largest-contentful-paint"),
    tbtMs: ms("total-blocking-time"),
    cls: Math.round((report.audits["cumulative-layout-shift"]?.numericValue ?? 0) * 1000) / 1000,
  };
}

/** One Lighthouse run per path, one after another (parallel runs would skew each other's timings). */
export async function lighthouseScores(base: string, paths: string[]): Promise<Record<string, LighthousePage | { error: string }>> {
  const dir = mkdtempSync(join(tmpdir(), "lighthouse-"));
  const pages: Record<string, LighthousePage | { error: string }> = {};
  try {
    for (const path of paths) {
      try {
        pages[path] = await audit(`${base}${path}`, dir);
      } catch (error) {
        pages[path] = { error: error instanceof Error ? error.message.split("\n")[0]! : String(error) };
      }
    }
    return pages;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
