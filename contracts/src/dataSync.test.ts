import { describe, expect, it } from "vitest";
import { importDataMessage, importParts, recordsToImport } from "./dataSync.js";

const records = (list: string, n: number) => Array.from({ length: n }, (_, i) => ({ name: `${list} ${i}` }));

describe("an import file in parts", () => {
  it("sends a file of at most one part's records, its categories counted, as it is", () => {
    const file = { version: 1, categories: records("c", 3), products: records("p", 900), news: records("n", 97) };
    expect(importParts(file, 1_000)).toEqual([{ ...file, trash: [] }]);
    expect(importParts({ ...file, news: records("n", 98) }, 1_000)).toHaveLength(2);
  });

  it("splits the rest in its order (products, news, trash), each part with every category, none over the size", () => {
    const file = {
      version: 1,
      exportedAt: "2026-11-29T00:00:00.000Z",
      categories: records("c", 10),
      products: records("p", 2_500),
      news: records("n", 300),
      trash: records("t", 45),
    };
    const parts = importParts(file, 1_000);
    // 990 records beside the 10 categories in each part: 2,845 are three parts.
    expect(parts.map(recordsToImport)).toEqual([990, 990, 865]);
    for (const part of parts) {
      expect(part.categories).toBe(file.categories);
      expect(part.version).toBe(1);
      expect(part.exportedAt).toBe(file.exportedAt);
      expect(part.categories.length + recordsToImport(part)).toBeLessThanOrEqual(1_000);
    }
    expect(parts.flatMap((part) => part.products)).toEqual(file.products);
    expect(parts.flatMap((part) => part.news)).toEqual(file.news);
    expect(parts.flatMap((part) => part.trash)).toEqual(file.trash);
    // The news follow the last products in the same part.
    expect(parts[2]!.products.at(-1)).toEqual(file.products.at(-1));
    expect(parts[2]!.news[0]).toEqual(file.news[0]);
  });

  it("reads a file's missing lists as empty, and a file of categories alone is one part", () => {
    expect(importParts({ products: records("p", 3) }, 2)).toEqual([
      { products: records("p", 3).slice(0, 2), news: [], trash: [] },
      { products: records("p", 3).slice(2), news: [], trash: [] },
    ]);
    expect(importParts({ categories: records("c", 5) }, 2)).toEqual([{ categories: records("c", 5), products: [], news: [], trash: [] }]);
  });

  it("still moves on when the categories alone fill a part: half a part of the rest each time", () => {
    const parts = importParts({ categories: records("c", 1_200), products: records("p", 1_000) }, 1_000);
    expect(parts.map((part) => part.products.length)).toEqual([500, 500]);
  });
});

describe("an import's message", () => {
  it("counts what was added, with the trash when there is some, and says when nothing was", () => {
    expect(importDataMessage({ added: { categories: 1, products: 1_500, news: 1 }, trash: 0 })).toBe("Imported 1 category, 1,500 products and 1 news article");
    expect(importDataMessage({ added: { categories: 0, products: 2, news: 0 }, trash: 1 })).toBe(
      "Imported 0 categories, 2 products and 0 news articles, and 1 item into the trash",
    );
    expect(importDataMessage({ added: { categories: 0, products: 0, news: 0 }, trash: 0 })).toBe("Nothing to import: every item already exists");
  });
});
