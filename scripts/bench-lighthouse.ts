// Lighthouse (mobile, simulated throttling) in Debian's Chromium for the pages with a performance
// bar: performance, accessibility, best practices and SEO scores plus the Web Vitals behind them.
// Scores on a shared 2-core machine run low when it is busy; `load` records the load average.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { chromiumArgs, chromiumPath } from "./lib/chromium.ts";
import { repoRoot } from "./lib/stack.ts";

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

function audit(base: string, path: string, dir: string) {
  const out = join(dir, "report.json");
  execFileSync(
    join(repoRoot, "node_modules/.bin/lighthouse"),
    [
      `${base}${path}`,
      `--chrome-flags=${chromiumArgs.join(" ")}`,
      "--form-factor=mobile",
      "--only-categories=performance,accessibility,best-practices,seo",
      "--output=json",
      `--output-path=${out}`,
      "--quiet",
    ],
    { env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: "ignore", timeout: 180_000 },
  );
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

export function lighthouseScores(base: string, paths: string[]) {
  const dir = mkdtempSync(join(tmpdir(), "lighthouse-"));
  try {
    const load = loadavg()[0]!.toFixed(1);
    const pages: Record<string, ReturnType<typeof audit> | { error: string }> = {};
    for (const path of paths) {
      try {
        pages[path] = audit(base, path, dir);
      } catch (error) {
        pages[path] = { error: error instanceof Error ? error.message.split("\n")[0]! : String(error) };
      }
    }
    return { loadAverage: load, pages };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
