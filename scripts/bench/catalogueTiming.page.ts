// Bundled by catalogueTiming.ts and run inside Chromium: the marketplace's real filter and sort
// functions on 5,000 generated products, timed with the browser's own clock.
import { applyFilters, categoriesInUse, filterProducts, sortOptions, sortProducts } from "../../web/src/features/catalogue/lib/catalogueFilters.ts";
import { generateProducts } from "./generateProducts.ts";

function samples(run: () => unknown, runs: number, warmup = 3): number[] {
  for (let i = 0; i < warmup; i++) run();
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    run();
    out.push(performance.now() - start);
  }
  return out;
}

function runCatalogueTiming(count: number, runs: number): Record<string, number[]> {
  const products = generateProducts(count);
  return {
    "filter: search a common word": samples(() => filterProducts(products, { search: "Sensor", category: "all" }), runs),
    "filter: search without a match": samples(() => filterProducts(products, { search: "zq-xyzzy", category: "all" }), runs),
    "filter: one category": samples(() => filterProducts(products, { search: "", category: "Gateways" }), runs),
    ...Object.fromEntries(sortOptions.map(({ value }) => [`sort: ${value}`, samples(() => sortProducts(products, value), runs)])),
    "search + category + price high to low": samples(() => applyFilters(products, { search: "probe", category: "Water & Level", sort: "price-high" }), runs),
    "first render: all, newest": samples(() => applyFilters(products, { search: "", category: "all", sort: "newest" }), runs),
    "categories in use": samples(() => categoriesInUse(products), runs),
  };
}

Object.assign(globalThis, { runCatalogueTiming });
