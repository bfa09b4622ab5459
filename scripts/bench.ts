// `npm run bench`: measures what the catalogue must keep fast and prints one JSON summary (also
// written to bench-results/). Times are measured here, never asserted inside a test.
// 1. the marketplace's filter and sort functions on 5,000 generated products;
// 2. the built web app's bundle sizes, when web/build exists;
// 3. API and product-page answer times, when a stack answers at BENCH_URL (or the default port,
//    shifted by STACK_PORT_OFFSET);
// 4. Lighthouse (mobile) on /, /pricing, /marketplace and a product page of that stack
//    (BENCH_LIGHTHOUSE=0 skips it).
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import type { PublicProduct } from "../functions/src/schema/product.ts";
import { applyFilters, categoriesInUse, filterProducts, sortProducts, type SortOption } from "../web/src/features/catalogue/lib/catalogueFilters.ts";
import { firstLoadSizes } from "./bench-bundles.ts";
import { lighthouseScores } from "./bench-lighthouse.ts";
import { defaultPorts } from "./lib/ports.ts";
import { repoRoot } from "./lib/stack.ts";

interface Timing {
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  runs: number;
}

const round = (ms: number) => Math.round(ms * 1000) / 1000;

function summarize(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { medianMs: round(at(0.5)), p95Ms: round(at(0.95)), maxMs: round(sorted[sorted.length - 1]!), runs: sorted.length };
}

function time(run: () => unknown, runs = 30, warmup = 3): Timing {
  for (let i = 0; i < warmup; i++) run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  return summarize(samples);
}

/** A deterministic pseudo-random catalogue shaped like the public read (spec 3.2). */
function generateProducts(count: number): PublicProduct[] {
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const categories = [
    "Temperature & Humidity",
    "Air Quality",
    "Water & Level",
    "Soil & Agriculture",
    "Asset Tracking",
    "Energy Metering",
    "Gateways",
    "Vibration & Industrial",
  ];
  const makers = ["Kelvra", "Airvane", "Hydrolyne", "Terrafield", "Corvane", "Ohmbridge", "Stellwave", "Halvern"];
  const words = ["sensor", "probe", "gateway", "tracker", "meter", "monitor", "industrial", "outdoor", "indoor", "battery", "LoRaWAN", "IP67", "wireless"];
  const base = Date.parse("2024-01-01T00:00:00Z");
  return Array.from({ length: count }, (_, i) => {
    const at = new Date(base + Math.floor(random() * 365 * 86400000)).toISOString();
    return {
      id: i + 1,
      name: `${pick(words)} ${pick(words)} ${String.fromCharCode(65 + (i % 26))}-${i}`,
      manufacturer: pick(makers),
      model: random() < 0.8 ? `M-${i}` : null,
      category: random() < 0.95 ? pick(categories) : null,
      categoryId: null,
      description: Array.from({ length: 25 }, () => pick(words)).join(" "),
      shortDescription: null,
      price: random() < 0.9 ? (random() * 2000).toFixed(2) : null,
      currency: "USD",
      image: null,
      imageGallery: [],
      specifications: {},
      features: [],
      tags: [],
      connectivity: [],
      certifications: [],
      dimensions: null,
      weight: null,
      powerRequirements: null,
      operatingTemp: null,
      datasheet: null,
      website: null,
      availability: "Available",
      minOrderQty: 1,
      leadTime: null,
      isFeatured: false,
      sortOrder: 0,
      seoTitle: null,
      seoDescription: null,
      lorawan: true,
      range: null,
      batteryLife: null,
      createdAt: at,
      updatedAt: at,
    };
  });
}

function catalogueTimings() {
  const products = generateProducts(5000);
  const sorts: SortOption[] = ["newest", "price-low", "price-high", "name", "rating"];
  return {
    products: products.length,
    filter: {
      "search common word": time(() => filterProducts(products, { search: "Sensor", category: "all" })),
      "search no match": time(() => filterProducts(products, { search: "zq-xyzzy", category: "all" })),
      category: time(() => filterProducts(products, { search: "", category: "Gateways" })),
    },
    sort: Object.fromEntries(sorts.map((sort) => [sort, time(() => sortProducts(products, sort))])),
    "search + category + price-high": time(() => applyFilters(products, { search: "probe", category: "Water & Level", sort: "price-high" })),
    "all products, newest (first render)": time(() => applyFilters(products, { search: "", category: "all", sort: "newest" })),
    categoriesInUse: time(() => categoriesInUse(products)),
  };
}

function bundleSizes() {
  const client = join(repoRoot, "web/build/client");
  const assets = join(client, "assets");
  if (!existsSync(assets)) return { skipped: "no web build (run npm run build)" };
  const files = readdirSync(assets).filter((f) => f.endsWith(".js") || f.endsWith(".css"));
  const sized = files.map((file) => {
    const bytes = readFileSync(join(assets, file));
    return { file, bytes: bytes.length, gzipBytes: gzipSync(bytes).length };
  });
  const total = (ext: string) =>
    sized
      .filter((f) => f.file.endsWith(ext))
      .reduce((n, f) => ({ bytes: n.bytes + f.bytes, gzipBytes: n.gzipBytes + f.gzipBytes }), { bytes: 0, gzipBytes: 0 });
  // What a first visit to /marketplace downloads: the scripts its prerendered HTML links.
  const page = join(client, "marketplace/index.html");
  const linked = existsSync(page) ? [...readFileSync(page, "utf8").matchAll(/\/assets\/([^"]+\.(?:js|css))/g)].map((m) => m[1]!) : [];
  const marketplace = sized
    .filter((f) => linked.includes(f.file))
    .reduce((n, f) => ({ bytes: n.bytes + f.bytes, gzipBytes: n.gzipBytes + f.gzipBytes }), { bytes: 0, gzipBytes: 0 });
  return {
    js: total(".js"),
    css: total(".css"),
    marketplaceFirstLoad: { files: linked.length, ...marketplace },
    largest: sized.sort((a, b) => b.bytes - a.bytes).slice(0, 5),
    builtAt: statSync(assets).mtime.toISOString(),
  };
}

async function timedFetch(url: string, runs: number): Promise<Timing & { status: number }> {
  const samples: number[] = [];
  let status = 0;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    await response.arrayBuffer();
    samples.push(performance.now() - start);
    status = response.status;
  }
  return { ...summarize(samples), status };
}

async function apiTimings() {
  const offset = Number(process.env.STACK_PORT_OFFSET ?? 0);
  const base = (process.env.BENCH_URL ?? `http://127.0.0.1:${defaultPorts.hosting + offset}`).replace(/\/$/, "");
  try {
    const probe = await fetch(`${base}/api/products`, { signal: AbortSignal.timeout(3000) });
    if (!probe.ok) return { skipped: `${base}/api/products answered ${probe.status}` };
    const products = (await probe.json()) as { id: number }[];
    const id = products[0]?.id;
    return {
      baseUrl: base,
      products: products.length,
      firstProductId: id,
      "GET /api/products": await timedFetch(`${base}/api/products`, 20),
      ...(id === undefined
        ? {}
        : {
            "GET /api/products/{id}": await timedFetch(`${base}/api/products/${id}`, 20),
            "GET /products/{id} (page with server tags)": await timedFetch(`${base}/products/${id}`, 20),
          }),
    };
  } catch (error) {
    return { skipped: `no stack at ${base} (${error instanceof Error ? error.message : String(error)})` };
  }
}

const api = await apiTimings();
const summary = {
  at: new Date().toISOString(),
  node: process.version,
  catalogue: catalogueTimings(),
  bundle: bundleSizes(),
  // First-load JS and CSS (gzip -9) per page; the budget for a marketing page is 150 KB of JS.
  firstLoad: firstLoadSizes(),
  api,
  // The bar: performance >= 90, accessibility, best practices and SEO >= 95.
  lighthouse:
    "baseUrl" in api && process.env.BENCH_LIGHTHOUSE !== "0"
      ? lighthouseScores(api.baseUrl, ["/", "/pricing", "/marketplace", ...(api.firstProductId === undefined ? [] : [`/products/${api.firstProductId}`])])
      : { skipped: "no stack answered (or BENCH_LIGHTHOUSE=0)" },
};

const dir = join(repoRoot, "bench-results");
mkdirSync(dir, { recursive: true });
const json = JSON.stringify(summary, null, 2);
writeFileSync(join(dir, `bench-${summary.at.replace(/[:.]/g, "-")}.json`), json);
writeFileSync(join(dir, "latest.json"), json);
console.log(json);
