// First-load bundle sizes per page: what a first visit really downloads, measured in Chromium against
// a running stack rather than read from React Router's manifest (marketing pages load an islands
// entry through the after-paint loader, product pages are rendered by the function, and chunks
// imported at run time appear in no manifest). For each page a fresh browser context (no service
// worker, empty cache) loads it, waits until the app marks the page hydrated and the network has been
// quiet for a second, and every script and stylesheet the page fetched is sized as `gzip -9` of its
// built file in web/build/client (or of the response body when it is not a file there). Inline CSS
// is the <style> blocks of the HTML the browser received. With a stack running (`npm start`):
//   npx tsx scripts/bench/bundles.ts [base URL, default http://127.0.0.1:5000]
// `npm run bench` reports the same numbers under "firstLoad" and in BENCH.md.
import { chromium, type Browser, type Page, type Request } from "@playwright/test";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, resolve, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { chromiumArgs, chromiumPath } from "../lib/chromium.ts";
import { repoRoot } from "../lib/stack.ts";
import { targets } from "./report.ts";

export interface PageSize {
  page: string;
  /** Every script the page loaded, in the order the answers came (same-origin ones by path). */
  scripts: string[];
  files: number;
  jsBytes: number;
  jsGzipBytes: number;
  /** Stylesheet files the page loaded. */
  cssGzipBytes: number;
  /** <style> blocks in the HTML the browser received (the prerender's or the function's critical CSS), gzip bytes. */
  inlineCssGzipBytes: number;
  /** The five biggest scripts of this page, gzip bytes. */
  largest: { file: string; gzipBytes: number }[];
}

/** A script or stylesheet answer the page received. */
export interface LoadedFile {
  url: string;
  resourceType: string;
  status: number;
  body: Buffer;
}

/** What one first visit received: the document's HTML and its script and stylesheet answers. */
export interface PageLoad {
  page: string;
  html: string;
  responses: LoadedFile[];
}

/** The bench's pages; `productPath` is a product the stack has published. */
export const benchPages = (productPath: string) => ["/", "/marketplace", productPath, "/pricing", "/contact", "/admin"];

const clientDir = join(repoRoot, "web/build/client");
const hydrationTimeoutMs = 20_000;
const quietMs = 1000;
/** A page whose network never goes quiet (a stalled image, a poll) is measured after this long. */
const quietCapMs = 15_000;

const gzipBytes = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;

function inlineCssGzip(html: string): number {
  const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("");
  return css ? gzipBytes(css) : 0;
}

/**
 * Sizes one recorded visit. `builtFile` answers a same-origin path's bytes in the build, or
 * undefined when the build has no such file (the response body is sized instead). Each URL counts
 * once; redirects carry no body and are skipped; a failed script or stylesheet fails the figure,
 * since the page it belongs to did not load.
 */
export function pageSize(load: PageLoad, origin: string, builtFile: (path: string) => Buffer | undefined): PageSize {
  const sized = new Map<string, { resourceType: string; bytes: number; gzipBytes: number }>();
  for (const response of load.responses) {
    if (response.resourceType !== "script" && response.resourceType !== "stylesheet") continue;
    if (response.status >= 300 && response.status < 400) continue;
    if (response.status >= 400) throw new Error(`${load.page}: ${response.url} answered ${response.status}`);
    const url = new URL(response.url);
    const name = url.origin === origin ? url.pathname : response.url;
    if (sized.has(name)) continue;
    const bytes = (url.origin === origin ? builtFile(decodeURIComponent(url.pathname)) : undefined) ?? response.body;
    sized.set(name, { resourceType: response.resourceType, bytes: bytes.length, gzipBytes: gzipBytes(bytes) });
  }
  const all = [...sized].map(([file, size]) => ({ file, ...size }));
  const scripts = all.filter((f) => f.resourceType === "script");
  return {
    page: load.page,
    scripts: scripts.map((f) => f.file),
    files: scripts.length,
    jsBytes: scripts.reduce((n, f) => n + f.bytes, 0),
    jsGzipBytes: scripts.reduce((n, f) => n + f.gzipBytes, 0),
    cssGzipBytes: all.filter((f) => f.resourceType === "stylesheet").reduce((n, f) => n + f.gzipBytes, 0),
    inlineCssGzipBytes: inlineCssGzip(load.html),
    largest: [...scripts]
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .slice(0, 5)
      .map(({ file, gzipBytes }) => ({ file: file.replace(/^\/assets\//, ""), gzipBytes })),
  };
}

/** A file of the web build by its URL path; undefined for a path outside the build or a missing file. */
function builtFile(path: string): Buffer | undefined {
  const file = resolve(clientDir, "." + path);
  if (!file.startsWith(clientDir + sep) || !existsSync(file) || !statSync(file).isFile()) return undefined;
  return readFileSync(file);
}

/**
 * Resolves once no request of the page has been in flight for `quietMs` (or after `quietCapMs`). A
 * fetch or XHR counts as done at its answer: the page may never read the body (the app ignores the
 * body of /api/auth/user's 401), and Chromium then never reports the request finished.
 */
export function networkQuiet(page: Page): { settled: () => Promise<void> } {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const settle = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on("request", (request) => {
    inFlight.add(request);
    lastChange = Date.now();
  });
  page.on("response", (response) => {
    if (["fetch", "xhr"].includes(response.request().resourceType())) settle(response.request());
  });
  page.on("requestfinished", settle);
  page.on("requestfailed", settle);
  return {
    settled: async () => {
      const start = Date.now();
      while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() - start > quietCapMs) {
          console.warn(`${page.url()}: the network was not quiet after ${quietCapMs / 1000} s; measuring what has loaded`);
          return;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  };
}

/**
 * One first visit to `path`. Service workers are blocked, so the worker's precache downloads do not
 * happen, and the page's own answers are the ones recorded (`page.on`, not the context's).
 */
async function recordFirstLoad(browser: Browser, base: string, path: string): Promise<PageLoad> {
  const context = await browser.newContext({ serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    const network = networkQuiet(page);
    // Bodies are read as the answers come (they are gone once the context closes); a failed read is
    // kept as the Error, not left as a rejected promise nobody awaits yet.
    const answers: Promise<LoadedFile | Error>[] = [];
    page.on("response", (response) => {
      const resourceType = response.request().resourceType();
      if (resourceType !== "script" && resourceType !== "stylesheet") return;
      const status = response.status();
      const body = status >= 200 && status < 300 ? response.body() : Promise.resolve(Buffer.alloc(0));
      answers.push(
        body.then(
          (b) => ({ url: response.url(), resourceType, status, body: b }),
          (error: Error) => error,
        ),
      );
    });
    const documentResponse = await page.goto(`${base}${path}`);
    if (!documentResponse?.ok()) throw new Error(`${path} answered ${documentResponse?.status() ?? "nothing"}`);
    const html = await documentResponse.text();
    await page
      .waitForFunction(() => (document.documentElement.getAttribute("data-boot") ?? "").split(" ").includes("hydrated"), null, { timeout: hydrationTimeoutMs })
      .catch(() => {
        throw new Error(`${path} did not mark itself hydrated within ${hydrationTimeoutMs / 1000} s`);
      });
    await network.settled();
    const responses = await Promise.all(answers);
    const failed = responses.find((r) => r instanceof Error);
    if (failed) throw failed;
    return { page: path, html, responses: responses.filter((r): r is LoadedFile => !(r instanceof Error)) };
  } finally {
    await context.close();
  }
}

/** Measures each page in turn (one at a time, so pages do not compete for the machine). */
export async function firstLoadSizes(browser: Browser, base: string, pages: string[]): Promise<PageSize[]> {
  const origin = new URL(base).origin;
  const sizes: PageSize[] = [];
  for (const path of pages) sizes.push(pageSize(await recordFirstLoad(browser, base, path), origin, builtFile));
  return sizes;
}

async function main(base: string) {
  const products = (await (await fetch(`${base}/api/products`)).json()) as { id: number }[];
  if (!products[0]) throw new Error(`${base} has no published products`);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const result = await firstLoadSizes(browser, base, benchPages(`/products/${products[0].id}`)).finally(() => browser.close());
  const kb = (n: number) => (n / 1024).toFixed(1).padStart(7);
  console.log("page                 files   JS KB  JS gz KB  CSS gz KB  inline CSS gz KB");
  for (const p of result)
    console.log(
      `${p.page.padEnd(20)} ${String(p.files).padStart(5)} ${kb(p.jsBytes)} ${kb(p.jsGzipBytes)}   ${kb(p.cssGzipBytes)}   ${kb(p.inlineCssGzipBytes)}`,
    );
  console.log(JSON.stringify(result, null, 2));
  const over = result.filter((p) => p.jsGzipBytes > targets.firstLoadJsGzipMaxBytes);
  if (over.length) console.log(`over the ${targets.firstLoadJsGzipMaxBytes / 1024} KB gzip budget: ${over.map((p) => p.page).join(", ")}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await main((process.argv[2] ?? "http://127.0.0.1:5000").replace(/\/$/, ""));
}
