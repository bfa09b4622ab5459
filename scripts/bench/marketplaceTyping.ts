// Typing in the marketplace's island (issue 46): in Debian's Chromium with the CPU throttled 4x
// (DevTools protocol), /marketplace with the catalogue the stack publishes (the whole Device
// Repository), a first visit. Once the island has hydrated (its catalogue fetched and its index
// built), buyer queries are typed into "Search devices" a character at a time; each key after which
// the list's count ("N devices found") changes is measured from the keydown's own timestamp to a task
// queued after the next animation frame once the count shows the change, on the page's clock (as
// adminScale.ts measures the admin's keystrokes). Keys that leave the count as it was (a space, a
// letter that keeps the same devices) are typed but not measured: nothing on screen says they are done.
import type { Browser, Page } from "@playwright/test";
import type { CatalogueEntry } from "@lorawan/contracts/catalogueEntry";
import { catalogueIndex } from "../../web/src/features/catalogue/lib/catalogueSearch.ts";
import { percentile } from "./stats.ts";

interface TypedKey {
  /** What the search held before the key. */
  typed: string;
  key: string;
  /** Devices found before and after the key. */
  before: number;
  after: number;
  ms: number;
}

export interface IslandTyping {
  products: number;
  cpuSlowdown: number;
  viewport: { width: number; height: number };
  queries: { query: string; keys: TypedKey[] }[];
  /** Every measured key's time: the median, and the samples in the order typed. */
  keystrokeMs: { median: number; max: number; samples: number[] };
}

/** Queries typed: the issue's own, whose prefixes narrow the list key by key. */
const typedQueries = ["temperature humidity", "motion detector", "dragino temperature"];

const viewport = { width: 412, height: 823 };

/** The count line as the marketplace writes it (MarketplaceCatalogue.tsx). */
const countLine = (found: number) => (found === 1 ? "1 device found" : `${found} devices found`);

/** Devices the island lists for a search, by the module it runs (no category, no facet). */
function islandCount(entries: readonly CatalogueEntry[], search: string): number {
  return search.trim() ? catalogueIndex(entries).search(search).ids.length : entries.length;
}

/** Run in the page before its scripts (plain JavaScript: see adminScale.ts's probes). */
const probes = `
  const countText = () => {
    for (const element of document.querySelectorAll("[role=status]")) {
      const text = (element.textContent || "").trim();
      if (/^\\d+ devices? found$/.test(text)) return text;
    }
    return null;
  };
  window.__countText = countText;
  const afterPaint = (done) => requestAnimationFrame(() => setTimeout(done, 0));
  window.__timeKey = (countNot) =>
    new Promise((resolve) => {
      addEventListener("keydown", (event) => {
        let done = false;
        const check = () => {
          if (done) return;
          const text = countText();
          if (text === null || text === countNot) return;
          done = true;
          observer.disconnect();
          afterPaint(() => resolve(performance.now() - event.timeStamp));
        };
        const observer = new MutationObserver(check);
        observer.observe(document, { childList: true, subtree: true, characterData: true });
        queueMicrotask(check);
      }, { capture: true, once: true });
    });
`;

async function waitForCount(page: Page, text: string) {
  try {
    await page.waitForFunction((expected) => (window as unknown as { __countText: () => string | null }).__countText() === expected, text, { timeout: 60_000 });
  } catch (error) {
    const shown = await page.evaluate(() => ({
      count: (window as unknown as { __countText: () => string | null }).__countText(),
      search: document.querySelector<HTMLInputElement>('input[name="q"]')?.value,
    }));
    throw new Error(`the marketplace shows "${shown.count}" for the search "${shown.search}", not "${text}"`, { cause: error });
  }
}

export async function islandTyping(browser: Browser, base: string, entries: readonly CatalogueEntry[], cpuSlowdown = 4): Promise<IslandTyping> {
  const context = await browser.newContext({ viewport, serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: probes });
    await page.goto(`${base}/marketplace`);
    const search = page.getByLabel("Search devices");
    // The island hydrates at its first use, once its catalogue is fetched and indexed: the island's
    // own state says so (the document's `hydrated` only means the islands that start at load have).
    await search.click();
    await page.locator('[data-island="MarketplaceIsland"][data-boot~=hydrated]').waitFor({ state: "attached", timeout: 120_000 });
    await waitForCount(page, countLine(entries.length));
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    const queries: IslandTyping["queries"] = [];
    try {
      for (const query of typedQueries) {
        await search.fill("");
        await waitForCount(page, countLine(entries.length));
        await page.waitForTimeout(500);
        const keys: TypedKey[] = [];
        for (let i = 0; i < query.length; i++) {
          const typed = query.slice(0, i);
          const key = query[i]!;
          const before = islandCount(entries, typed);
          const after = islandCount(entries, typed + key);
          if (before === after) {
            await search.press(key);
          } else {
            await page.evaluate((countNot) => {
              const probe = window as unknown as Record<string, unknown> & { __timeKey: (c: string) => Promise<number> };
              probe.__pending = probe.__timeKey(countNot);
            }, countLine(before));
            await search.press(key);
            const ms = await page.evaluate(() => (window as unknown as { __pending: Promise<number> }).__pending);
            keys.push({ typed, key, before, after, ms: Math.round(ms * 10) / 10 });
          }
          await waitForCount(page, countLine(after));
          // The deferred list's work done before the next key, so each key is measured alone.
          await page.waitForTimeout(300);
        }
        queries.push({ query, keys });
      }
    } finally {
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    }
    const samples = queries.flatMap((q) => q.keys.map((k) => k.ms));
    if (samples.length === 0) throw new Error("no typed key changed the marketplace's count");
    const sorted = [...samples].sort((a, b) => a - b);
    return {
      products: entries.length,
      cpuSlowdown,
      viewport,
      queries,
      keystrokeMs: { median: percentile(sorted, 0.5), max: sorted[sorted.length - 1]!, samples },
    };
  } finally {
    await context.close();
  }
}
