// Installed-visitor figures (issue 20, item 9): what a visitor whose service worker is in control
// gets on a page, beside a first visit to the same page measured the same way. The installed visit
// opens `/`, waits for the worker to be ready (its precache installed), reloads so the worker
// controls the page (the worker does not claim open pages), and then opens the measured page. On
// that page: the scripts it loaded (Resource Timing: every `.js` resource, modulepreloads and
// run-time imports included, each URL once), their bytes transferred and decoded, its LCP, and
// whether the navigation's HTML (the service worker's answer, for an installed visitor) already
// carries the page's content rather than scripts fetching it afterwards.
import type { Browser, Page, Response } from "@playwright/test";
import { networkQuiet } from "./bundles.ts";

/** A measured page and the text that proves its content is there (a product's name, "33 devices found"). */
export interface ContentPage {
  path: string;
  content: string;
}

type Visitor = "first visit" | "installed";

export interface VisitFigures {
  path: string;
  visitor: Visitor;
  /** `navigator.serviceWorker.controller` was set on the measured page. */
  controlled: boolean;
  /** The navigation was answered by the service worker (from its precache, or its fallback). */
  fromServiceWorker: boolean;
  content: string;
  /** The navigation's HTML carries `content` as text, before any script ran. */
  contentInHtml: boolean;
  scripts: number;
  scriptUrls: string[];
  /** Bytes that crossed the network for those scripts (0 for answers from the worker's cache or the HTTP cache). */
  jsTransferredBytes: number;
  /** The scripts' decoded sizes, wherever they came from: what the browser parsed. */
  jsDecodedBytes: number;
  /** Largest Contentful Paint, from the navigation's start, unthrottled; null when Chromium reported none. */
  lcpMs: number | null;
}

export interface InstalledVisitors {
  viewport: { width: number; height: number };
  pages: VisitFigures[];
}

/** A Resource Timing entry, as the page reports it. */
export interface ResourceEntry {
  name: string;
  initiatorType: string;
  transferSize: number;
  decodedBodySize: number;
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/**
 * The text a reader sees in an HTML document before scripts run: scripts, styles, templates and
 * comments dropped, tags removed, entities decoded, whitespace collapsed. React separates adjacent
 * text with `<!-- -->`, so "33 devices found" may arrive as `33<!-- --> devices found`.
 */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style|template|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
      if (code.startsWith("#x") || code.startsWith("#X")) return String.fromCodePoint(parseInt(code.slice(2), 16));
      if (code.startsWith("#")) return String.fromCodePoint(Number(code.slice(1)));
      return entities[code.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** Whether the HTML shows `content` as text (tags may split it, whitespace may differ). */
export function htmlCarries(html: string, content: string): boolean {
  const wanted = content.replace(/\s+/g, " ").trim();
  return wanted !== "" && htmlText(html).includes(wanted);
}

/** The scripts among a page's resources: every `.js`/`.mjs` URL or script-initiated load, each URL once. */
export function scriptResources(entries: readonly ResourceEntry[]): { urls: string[]; transferredBytes: number; decodedBytes: number } {
  const byUrl = new Map<string, ResourceEntry>();
  for (const entry of entries) {
    const pathname = new URL(entry.name).pathname;
    const isScript = /\.m?js$/.test(pathname) || entry.initiatorType === "script";
    if (isScript && !byUrl.has(entry.name)) byUrl.set(entry.name, entry);
  }
  const scripts = [...byUrl.values()];
  return {
    urls: scripts.map((s) => s.name),
    transferredBytes: scripts.reduce((n, s) => n + s.transferSize, 0),
    decodedBytes: scripts.reduce((n, s) => n + s.decodedBodySize, 0),
  };
}

/** Lighthouse's mobile screen, so the LCP element is the one a phone shows. */
const viewport = { width: 412, height: 823 };
/** The worker installs its whole precache before it is ready: on a busy machine that takes a while. */
const installTimeoutMs = 120_000;

async function navigationHtml(response: Response | null, path: string): Promise<string> {
  if (!response) throw new Error(`${path}: the navigation had no answer`);
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}`);
  return response.text();
}

/** The measured page's figures once it has loaded and its network has been quiet. */
async function pageFigures(page: Page, target: ContentPage, visitor: Visitor, response: Response | null, settled: () => Promise<void>): Promise<VisitFigures> {
  const html = await navigationHtml(response, target.path);
  await page.waitForLoadState("load");
  await settled();
  const { entries, controlled, lcpMs } = await page.evaluate(async () => {
    const lcp = await new Promise<number | null>((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? null)).observe({ type: "largest-contentful-paint", buffered: true });
      setTimeout(() => resolve(null), 2000);
    });
    return {
      controlled: navigator.serviceWorker?.controller != null,
      lcpMs: lcp,
      entries: performance.getEntriesByType("resource").map((e) => {
        const r = e as PerformanceResourceTiming;
        return { name: r.name, initiatorType: r.initiatorType, transferSize: r.transferSize, decodedBodySize: r.decodedBodySize };
      }),
    };
  });
  const scripts = scriptResources(entries);
  return {
    path: target.path,
    visitor,
    controlled,
    fromServiceWorker: response?.fromServiceWorker() ?? false,
    content: target.content,
    contentInHtml: htmlCarries(html, target.content),
    scripts: scripts.urls.length,
    scriptUrls: scripts.urls.map((u) => u.replace(new URL(u).origin, "")),
    jsTransferredBytes: scripts.transferredBytes,
    jsDecodedBytes: scripts.decodedBytes,
    lcpMs: lcpMs === null ? null : Math.round(lcpMs),
  };
}

/** One visit in a fresh context: a first visit with service workers blocked, or an installed one. */
async function measureVisit(browser: Browser, base: string, target: ContentPage, visitor: Visitor): Promise<VisitFigures> {
  const context = await browser.newContext({ viewport, serviceWorkers: visitor === "installed" ? "allow" : "block" });
  try {
    const page = await context.newPage();
    const network = networkQuiet(page);
    if (visitor === "installed") {
      await page.goto(`${base}/`);
      await page.waitForFunction(() => navigator.serviceWorker.ready.then(() => true), null, { timeout: installTimeoutMs });
      await page.reload();
      await page
        .waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: installTimeoutMs })
        .catch(() => {
          throw new Error("the service worker was ready but did not control the reloaded page");
        });
      await network.settled();
    }
    const response = await page.goto(`${base}${target.path}`);
    return await pageFigures(page, target, visitor, response, network.settled);
  } finally {
    await context.close();
  }
}

/**
 * Each page as a first visit and as an installed visitor, one at a time. Each page is fetched once
 * first, so neither visit's LCP includes starting a cold function worker.
 */
export async function installedVisitors(browser: Browser, base: string, pages: readonly ContentPage[]): Promise<InstalledVisitors> {
  const out: VisitFigures[] = [];
  for (const target of pages) {
    await (await fetch(`${base}${target.path}`)).arrayBuffer();
    out.push(await measureVisit(browser, base, target, "first visit"));
    out.push(await measureVisit(browser, base, target, "installed"));
  }
  return { viewport, pages: out };
}
