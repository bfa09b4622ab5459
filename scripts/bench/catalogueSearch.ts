// Issue 46's search over the catalogue the bench's stack publishes (the whole LoRaWAN Device
// Repository, then 5,000 products), with the marketplace's own module:
// - quality: the buyer query set (web/src/features/catalogue/lib/buyerQueries.ts) over the published
//   catalogue's entries (GET /api/catalogue), in the marketplace's default order (Newest);
// - the server and the module agree: each buyer query's "N devices found" in the HTML the function
//   renders for /marketplace?q=... against the module's count over the same entries;
// - the server's time: /marketplace?q=... for every buyer query, one after another, in rounds;
// - the index: its size (MiniSearch's JSON), the entries' answer beside the whole products', and its
//   build time in Node and in Chromium at 4x CPU.
import { pageBundle } from "./pageBundle.ts";
import type { Browser } from "@playwright/test";
import { gzipSync } from "node:zlib";
import { catalogueUrl, type CatalogueEntry } from "@lorawan/contracts/catalogueEntry";
import { buyerQueries, searchQuality, type QueryQuality } from "../../web/src/features/catalogue/lib/buyerQueries.ts";
import { sortProducts } from "../../web/src/features/catalogue/lib/catalogueFilters.ts";
import { catalogueIndex } from "../../web/src/features/catalogue/lib/catalogueSearch.ts";
import type { Sampled } from "./adminScale.ts";
import { percentile } from "./stats.ts";

/** Which catalogue a figure was measured on: the seed with the whole Device Repository, or that topped up to 5,000. */
export type CatalogueScale = "repository" | "5000";

interface SearchQualityFigures {
  /** Each buyer query's figures, first screen in the marketplace's default order (Newest). */
  queries: QueryQuality[];
  mean: { recall: number; precisionNewest: number; precisionBestMatch: number };
  /** Per buyer query: the module's count over GET /api/catalogue, and the page's "N devices found" (null: no count on the page). */
  server: { query: string; module: number; page: number | null }[];
}

interface ServerSearchTime {
  /** Measured rounds over the buyer queries, after one warm-up round. */
  rounds: number;
  /** The first query after the catalogue changed (the worker that answers it reads the catalogue and builds its index). */
  firstMs: number;
  /** Each query's median over the rounds. */
  perQuery: { query: string; medianMs: number }[];
  /** The median of the queries' medians. */
  medianMs: number;
  /** The slowest query's median. */
  maxMs: number;
}

interface SearchIndexFigures {
  /** JSON.stringify of the MiniSearch index, and its gzip -9. */
  indexJsonBytes: number;
  indexJsonGzipBytes: number;
  /** The answers' bodies, and their gzip -9. */
  catalogueAnswer: { bytes: number; gzipBytes: number };
  productsAnswer: { bytes: number; gzipBytes: number };
  nodeBuildMs: Sampled;
  /** In Chromium with the CPU throttled (DevTools protocol): at once, as the function builds it; in slices, as the island does. */
  browser: { cpuSlowdown: number; buildMs: Sampled; slicedBuildMs: Sampled };
}

export interface SearchAtScale {
  catalogue: CatalogueScale;
  products: number;
  /** Measured with the whole repository only: the query set's judgements are about its devices. */
  quality?: SearchQualityFigures;
  serverTime: ServerSearchTime;
  index: SearchIndexFigures;
}

const median = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
const round1 = (n: number) => Math.round(n * 10) / 10;
const timed = (samples: number[]): Sampled => ({ median: round1(median(samples)), max: round1(Math.max(...samples)), samples: samples.map(round1) });
const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / (values.length || 1);

/** The published catalogue's entries, as the island and the service worker read them. */
export async function catalogueEntries(base: string): Promise<CatalogueEntry[]> {
  const answer = await fetch(`${base}${catalogueUrl}`);
  if (!answer.ok) throw new Error(`GET ${catalogueUrl} answered ${answer.status}`);
  return (await answer.json()) as CatalogueEntry[];
}

/** The count the marketplace shows ("12 devices found", "1 device found"); null when the page shows none. */
function devicesFoundOn(html: string): number | null {
  const count = /(\d[\d,]*) devices? found/.exec(html)?.[1];
  return count === undefined ? null : Number(count.replace(/,/g, ""));
}

const marketplaceUrl = (base: string, query: string) => `${base}/marketplace?q=${encodeURIComponent(query)}`;

async function marketplaceHtml(base: string, query: string): Promise<string> {
  const answer = await fetch(marketplaceUrl(base, query), { signal: AbortSignal.timeout(60_000) });
  if (!answer.ok) throw new Error(`/marketplace?q=${query} answered ${answer.status}`);
  return answer.text();
}

/** Buyer queries' figures over the entries, with the marketplace's Newest order, and the server's count for each. */
async function searchQualityFigures(base: string, entries: CatalogueEntry[]): Promise<SearchQualityFigures> {
  const queries = searchQuality(entries, (found) => sortProducts(found, "newest"));
  const index = catalogueIndex(entries);
  const server = [];
  for (const { query } of buyerQueries) {
    server.push({ query, module: index.search(query).ids.length, page: devicesFoundOn(await marketplaceHtml(base, query)) });
  }
  return {
    queries,
    mean: {
      recall: mean(queries.map((q) => q.recall)),
      precisionNewest: mean(queries.map((q) => q.precisionNewest)),
      precisionBestMatch: mean(queries.map((q) => q.precisionBestMatch)),
    },
    server,
  };
}

/** Each buyer query's page from the server, one request at a time: a warm-up round, then `rounds` measured ones. */
async function serverSearchTime(base: string, rounds = 5): Promise<ServerSearchTime> {
  const timeOne = async (query: string) => {
    const start = performance.now();
    await marketplaceHtml(base, query);
    return performance.now() - start;
  };
  const queries = buyerQueries.map((q) => q.query);
  const firstMs = await timeOne(queries[0]!);
  for (const query of queries) await timeOne(query);
  const samples = new Map<string, number[]>(queries.map((query) => [query, []]));
  for (let round = 0; round < rounds; round++) for (const query of queries) samples.get(query)!.push(await timeOne(query));
  const perQuery = queries.map((query) => ({ query, medianMs: round1(median(samples.get(query)!)) }));
  return {
    rounds,
    firstMs: round1(firstMs),
    perQuery,
    medianMs: round1(median(perQuery.map((q) => q.medianMs))),
    maxMs: Math.max(...perQuery.map((q) => q.medianMs)),
  };
}

const answerSize = async (url: string) => {
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  return { bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length };
};

/**
 * The MiniSearch index's JSON. The module offers only `search`, so its index is read from the
 * wrapper's field (named `index` in catalogueSearch.ts): a bench figure, not an API the app uses.
 */
function indexJson(entries: readonly CatalogueEntry[]): string {
  const inner = (catalogueIndex(entries) as unknown as { index?: { toJSON?: () => unknown } }).index;
  if (typeof inner?.toJSON !== "function") throw new Error("catalogueSearch.ts no longer keeps its MiniSearch index in a field named index");
  return JSON.stringify(inner);
}

async function browserBuildTimes(browser: Browser, entries: readonly CatalogueEntry[], runs: number, cpuSlowdown: number) {
  const bundle = await pageBundle("catalogueSearch.page.ts");
  const page = await browser.newPage();
  try {
    await page.addScriptTag({ content: bundle });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    const raw = await page.evaluate(
      ([list, n]) =>
        (globalThis as unknown as { timeIndexBuilds: (e: unknown, r: number) => Promise<{ whole: number[]; sliced: number[] }> }).timeIndexBuilds(list, n),
      [entries, runs] as const,
    );
    return { cpuSlowdown, buildMs: timed(raw.whole), slicedBuildMs: timed(raw.sliced) };
  } finally {
    await page.close();
  }
}

async function searchIndexFigures(browser: Browser, base: string, entries: readonly CatalogueEntry[], { runs = 5, cpuSlowdown = 4 } = {}): Promise<SearchIndexFigures> {
  const json = indexJson(entries);
  const nodeSamples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const copy = [...entries];
    const start = performance.now();
    catalogueIndex(copy);
    nodeSamples.push(performance.now() - start);
  }
  return {
    indexJsonBytes: Buffer.byteLength(json),
    indexJsonGzipBytes: gzipSync(json, { level: 9 }).length,
    catalogueAnswer: await answerSize(`${base}${catalogueUrl}`),
    productsAnswer: await answerSize(`${base}/api/products`),
    nodeBuildMs: timed(nodeSamples),
    browser: await browserBuildTimes(browser, entries, 3, cpuSlowdown),
  };
}

/** The search's figures on the catalogue the stack publishes now; the server's time first, so its first query is the first after the change. */
export async function searchAtScale(browser: Browser, base: string, catalogue: CatalogueScale): Promise<SearchAtScale> {
  const entries = await catalogueEntries(base);
  const serverTime = await serverSearchTime(base);
  const quality = catalogue === "repository" ? await searchQualityFigures(base, entries) : undefined;
  const index = await searchIndexFigures(browser, base, entries);
  return { catalogue, products: entries.length, ...(quality ? { quality } : {}), serverTime, index };
}
