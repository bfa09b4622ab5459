// Catalogue filter and sort time on 5,000 products, measured in Chromium (where buyers run it), not
// in Node: the page module is bundled with esbuild and evaluated in a blank page.
import { pageBundle } from "./pageBundle.ts";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../lib/chromium.ts";
import { summarize, type Summary } from "./stats.ts";

export interface CatalogueTiming {
  products: number;
  runsPerOperation: number;
  browser: string;
  timingsMs: Record<string, Summary>;
}

export async function catalogueTimingInBrowser(count = 5000, runs = 30): Promise<CatalogueTiming> {
  const bundle = await pageBundle("catalogueTiming.page.ts");
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    await page.addScriptTag({ content: bundle });
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
