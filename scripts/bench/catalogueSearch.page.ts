// Bundled by catalogueSearch.ts and run inside Chromium: the marketplace's search index built from
// the published catalogue's entries, as the server builds it (at once) and as the island builds it
// (in slices, each its own task), timed with the browser's own clock.
import { catalogueIndex, prepareCatalogueIndex, type Searchable } from "../../web/src/features/catalogue/lib/catalogueSearch.ts";

async function timeIndexBuilds(entries: Searchable[], runs: number): Promise<{ whole: number[]; sliced: number[] }> {
  const whole: number[] = [];
  const sliced: number[] = [];
  // A new array each run: the module keeps one index per catalogue array.
  for (let i = 0; i < runs; i++) {
    const copy = [...entries];
    const start = performance.now();
    catalogueIndex(copy);
    whole.push(performance.now() - start);
  }
  for (let i = 0; i < runs; i++) {
    const copy = [...entries];
    const start = performance.now();
    await prepareCatalogueIndex(copy);
    sliced.push(performance.now() - start);
  }
  return { whole, sliced };
}

Object.assign(globalThis, { timeIndexBuilds });
