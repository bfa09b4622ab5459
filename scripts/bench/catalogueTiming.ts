// Catalogue filter and sort time on 5,000 products, measured in Chromium (where buyers run it), not
// in Node: the page module is bundled with esbuild and evaluated in a blank page.
import { chromium } from "@playwright/test";
import { build } from "esbuild";
import { join } from "node:path";
import { chromiumArgs, chromiumPath } from "../lib/chromium.ts";
import { summarize, type Summary } from "./stats.ts";

export interface CatalogueTiming {
  products: number;
  runsPerOperation: number;
  browser: string;
  timingsMs: Record<string, Summary>;
}

export async function catalogueTimingInBrowser(count = 5000, runs = 30): Promise<CatalogueTiming> {
  const bundle = await build({
    entryPoints: [join(import.meta.dirname, "catalogueTiming.page.ts")],
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2022",
    minify: true,
    write: false,
    logLevel: "warning",
  });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
    const raw = await page.evaluate(
      ([n, r]) => (globalThis as unknown as { runCatalogueTiming: (n: number, r: number) => Record<string, number[]> }).runCatalogueTiming(n, r),
      [count, runs] as const,
    );
    return {
      products: count,
      runsPerOperation: runs,
      browser: `Chromium ${browser.version()}`,
      timingsMs: Object.fromEntries(Object.entries(raw).map(([name, values]) => [name, summarize(values)])),
    };
  } finally {
    await browser.close();
  }
}
