// First-load bundle sizes per page: what a first visit downloads before the page is interactive.
// For each page we take the scripts React Router's manifest lists for the entry and for every route
// of the page's match (root -> layout -> page: the same files the prerendered HTML modulepreloads),
// plus the page's CSS, and sum `gzip -9` of each. Run after `npm run build -w web`:
//   npx tsx scripts/bench/bundles.ts        (prints a table and a JSON summary)
// `npm run bench` reports the same numbers under "firstLoad" and in BENCH.md.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { repoRoot } from "../lib/stack.ts";
import { targets } from "./report.ts";

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  css?: string[];
}

interface Manifest {
  entry: { module: string; imports: string[]; css?: string[] };
  routes: Record<string, ManifestRoute>;
}

export interface PageSize {
  page: string;
  routes: string[];
  files: number;
  jsBytes: number;
  jsGzipBytes: number;
  /** Stylesheet files the page links. */
  cssGzipBytes: number;
  /** <style> blocks in the page's HTML (the critical CSS the prerender inlines), gzip bytes. */
  inlineCssGzipBytes: number;
  /** The five biggest scripts of this page, gzip bytes. */
  largest: { file: string; gzipBytes: number }[];
}

export const benchPages = ["/", "/marketplace", "/products/1", "/pricing", "/contact", "/admin"];

function readManifest(client: string): Manifest {
  const assets = join(client, "assets");
  const file = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error(`no React Router manifest in ${assets}`);
  const text = readFileSync(join(assets, file), "utf8");
  const json = text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1);
  return JSON.parse(json) as Manifest;
}

function fullPath(routes: Record<string, ManifestRoute>, route: ManifestRoute): string {
  const parts: string[] = [];
  for (let r: ManifestRoute | undefined = route; r; r = r.parentId ? routes[r.parentId] : undefined) {
    if (r.path) parts.unshift(r.path);
  }
  return "/" + parts.join("/").replace(/\/+/g, "/").replace(/^\//, "");
}

/** The route chain (root first) that renders `page`: static paths win over `:param` and `*`. */
function matchRoutes(manifest: Manifest, page: string): ManifestRoute[] {
  const routes = manifest.routes;
  const isLeaf = (r: ManifestRoute) => !Object.values(routes).some((c) => c.parentId === r.id);
  const segments = page.split("/").filter(Boolean);
  let best: { route: ManifestRoute; score: number } | undefined;
  for (const route of Object.values(routes)) {
    if (!isLeaf(route)) continue;
    const pattern = fullPath(routes, route).split("/").filter(Boolean);
    let score = 0;
    let ok = true;
    if (pattern[pattern.length - 1] === "*") {
      score = -1;
    } else if (pattern.length !== segments.length) {
      ok = false;
    } else {
      for (let i = 0; i < pattern.length; i++) {
        if (pattern[i] === segments[i]) score += 2;
        else if (pattern[i]!.startsWith(":")) score += 1;
        else ok = false;
      }
    }
    if (ok && (!best || score > best.score)) best = { route, score };
  }
  if (!best) throw new Error(`no route matches ${page}`);
  const chain: ManifestRoute[] = [];
  for (let r: ManifestRoute | undefined = best.route; r; r = r.parentId ? routes[r.parentId] : undefined) chain.unshift(r);
  return chain;
}

/** The HTML a first visit gets: the prerendered page, or for /products/{id} the SPA fallback (what the function serves when it cannot render the product). */
function pageHtml(client: string, page: string): string | null {
  const file = page.startsWith("/products/") ? "__spa-fallback.html" : page === "/" ? "index.html" : `${page.slice(1)}/index.html`;
  return existsSync(join(client, file)) ? readFileSync(join(client, file), "utf8") : null;
}

function inlineCssGzip(html: string | null): number {
  if (!html) return 0;
  const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("");
  return css ? gzipSync(css, { level: 9 }).length : 0;
}

const gzipCache = new Map<string, { bytes: number; gzipBytes: number }>();
function sizeOf(client: string, url: string) {
  let size = gzipCache.get(url);
  if (!size) {
    const bytes = readFileSync(join(client, url));
    size = { bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
    gzipCache.set(url, size);
  }
  return size;
}

export function firstLoadSizes(client = join(repoRoot, "web/build/client"), pages = benchPages): PageSize[] | { skipped: string } {
  if (!existsSync(join(client, "assets"))) return { skipped: "no web build (run npm run build -w web)" };
  const manifest = readManifest(client);
  const manifestFile = "/assets/" + readdirSync(join(client, "assets")).find((f) => /^manifest-.*\.js$/.test(f));
  return pages.map((page) => {
    const chain = matchRoutes(manifest, page);
    const js = new Set<string>([manifestFile, manifest.entry.module, ...manifest.entry.imports]);
    const css = new Set<string>(manifest.entry.css ?? []);
    for (const route of chain) {
      js.add(route.module);
      for (const f of route.imports ?? []) js.add(f);
      for (const f of route.css ?? []) css.add(f);
    }
    const sized = [...js].map((file) => ({ file: file.replace("/assets/", ""), ...sizeOf(client, file) }));
    return {
      page,
      routes: chain.map((r) => r.id),
      files: sized.length,
      jsBytes: sized.reduce((n, f) => n + f.bytes, 0),
      jsGzipBytes: sized.reduce((n, f) => n + f.gzipBytes, 0),
      cssGzipBytes: [...css].reduce((n, f) => n + sizeOf(client, f).gzipBytes, 0),
      inlineCssGzipBytes: inlineCssGzip(pageHtml(client, page)),
      largest: sized
        .sort((a, b) => b.gzipBytes - a.gzipBytes)
        .slice(0, 5)
        .map(({ file, gzipBytes }) => ({ file, gzipBytes })),
    };
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const result = firstLoadSizes();
  if ("skipped" in result) {
    console.log(result.skipped);
  } else {
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
}
