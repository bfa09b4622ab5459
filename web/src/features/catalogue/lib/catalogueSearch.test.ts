import { describe, expect, it } from "vitest";
import slice from "./fixtures/device-repository-slice.json";
import { buyerQueries, firstScreen, searchQuality } from "./buyerQueries";
import { catalogueIndex, normaliseSearchText, prepareCatalogueIndex, type Searchable } from "./catalogueSearch";
import { applyFilters, searchProducts, sortProducts } from "./catalogueFilters";

// A real slice of the LoRaWAN Device Repository: every third device definition of a 2024 snapshot
// (298 devices of 127 vendors), as the import turns them into products (fixtures/, issue 46).
const catalogue = slice as (Searchable & { createdAt: string; file: string })[];
const newest = <P extends { createdAt: string }>(found: P[]) => [...found].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
const names = (query: string) =>
  catalogueIndex(catalogue)
    .search(query)
    .ids.map((id) => catalogue.find((p) => p.id === id)!.name);

describe("the buyer queries over a real slice of the Device Repository (issue 46)", () => {
  const quality = searchQuality(catalogue, newest);

  it.each(quality.filter((q) => q.fitting > 0).map((q) => [q.query, q] as const))(
    "%s shows a fitting device on the first screen, newest first and by Best match",
    (_, q) => {
      expect(q.firstScreenFits).toBe(true);
      expect(q.precisionBestMatch).toBeGreaterThan(0);
    },
  );

  it("finds at least 80% of the fitting devices on average, and its first screens are at least 80% fitting", () => {
    const mean = (pick: (q: (typeof quality)[number]) => number) => quality.reduce((sum, q) => sum + pick(q), 0) / quality.length;
    expect(quality.length).toBeGreaterThanOrEqual(30);
    expect(mean((q) => q.recall)).toBeGreaterThanOrEqual(0.8);
    expect(mean((q) => q.precisionNewest)).toBeGreaterThanOrEqual(0.8);
    expect(mean((q) => q.precisionBestMatch)).toBeGreaterThanOrEqual(0.8);
  });
});

describe("what the search reads", () => {
  it("finds every word in any order, not only the words side by side", () => {
    const both = names("temperature humidity");
    expect(both.length).toBeGreaterThan(50);
    expect(new Set(names("humidity temperature"))).toEqual(new Set(both));
  });

  it("reads a word it does not know with one typo from 5 letters and two from 9, and no typo below", () => {
    expect(names("temprature")).toEqual(expect.arrayContaining(names("temperature").slice(0, 20)));
    expect(names("tempratur").length).toBeGreaterThan(0); // two edits in 9 letters
    expect(names("hmidty")).toEqual([]); // two edits in 6 letters
    expect(names("tmep")).toEqual([]); // a 4-letter word is read as typed
  });

  it("reads a word the catalogue holds only by a slip as the typo it is, and a common word as typed", () => {
    const made = (id: number, description: string) => ({ id, name: `Device ${id}`, manufacturer: "Acme", description });
    const small = [
      ...Array.from({ length: 8 }, (_, i) => made(i + 1, "Measures humidity in a room")),
      made(9, "Measures humdity outdoors"),
      ...Array.from({ length: 6 }, (_, i) => made(i + 10, "A light sensor")),
      made(16, "Mounts on the right side"),
    ];
    expect(catalogueIndex(small).search("humdity").ids.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(catalogueIndex(small).search("light").ids).not.toContain(16);
  });

  it("reads the field's spellings alike", () => {
    expect(new Set(names("4-20 mA"))).toEqual(new Set(names("4-20mA")));
    expect(new Set(names("4~20mA"))).toEqual(new Set(names("4-20mA")));
    expect(names("4-20mA").length).toBeGreaterThan(0);
    expect(new Set(names("CO₂"))).toEqual(new Set(names("co2")));
    expect(new Set(names("pm 2.5"))).toEqual(new Set(names("PM2.5")));
    expect(normaliseSearchText("4 ~ 20 mA, CO₂, PM 10, Décentlab")).toBe("4-20ma, co2, pm10, decentlab");
  });

  it("finds the devices a buyer's word means by the sensors they carry", () => {
    const motion = catalogueIndex(catalogue)
      .search("motion detector")
      .ids.map((id) => catalogue.find((p) => p.id === id)!);
    const pir = catalogue.filter((p) => p.sensors?.includes("pir"));
    expect(pir.length).toBeGreaterThan(0);
    expect(motion).toEqual(expect.arrayContaining(pir));
  });

  it("finds a vendor as buyers write it, and a part number in pieces", () => {
    expect(new Set(names("milesight"))).toEqual(new Set(names("Milesight IoT")));
    const withPart = catalogue.find((p) => p.model?.includes("-"))!;
    const [head, tail] = withPart.model!.split("-");
    expect(names(`${head} ${tail}`)).toContain(withPart.name);
  });

  it("finds as it is typed: the last word as the start of one", () => {
    expect(names("milesight tem")).toEqual(expect.arrayContaining(names("milesight temperature")));
  });

  it("offers the nearest words when nothing matches", () => {
    const answer = catalogueIndex(catalogue).search("co3");
    expect(answer.ids).toEqual([]);
    expect(answer.suggestions.length).toBeGreaterThan(0);
    for (const suggestion of answer.suggestions) expect(catalogueIndex(catalogue).search(suggestion).ids.length, suggestion).toBeGreaterThan(0);
    expect(catalogueIndex(catalogue).search("zq-xyzzy").suggestions).toEqual([]);
  });

  it("offers first the word a buyer slipped from: two letters swapped are one slip", () => {
    const answer = catalogueIndex(catalogue).search("milesigth co3");
    expect(answer.ids).toEqual([]);
    expect(answer.suggestions[0]).toBe("milesight co2");
  });

  it("leaves out of its suggestions a word with nothing near it in the catalogue", () => {
    const answer = catalogueIndex(catalogue).search("humidty zq-xyzzy");
    expect(answer.ids).toEqual([]);
    expect(answer.suggestions[0]).toBe("humidity");
    for (const suggestion of answer.suggestions) expect(suggestion).not.toContain("xyzzy");
  });
});

describe("spec 5's rule stays the floor", () => {
  // The whole query as a substring of a name, a manufacturer or a description: words cut in the
  // middle, punctuation, several words side by side.
  const cuts = catalogue.flatMap((p, i) => {
    const text = [p.name, p.manufacturer, p.description][i % 3]!;
    const start = (i * 7) % Math.max(1, text.length - 12);
    return [text.slice(start, start + 4 + (i % 9)), text.slice(0, 3 + (i % 5))];
  });

  it("still finds every product whose name, manufacturer or description holds the whole query", () => {
    for (const query of cuts.filter((q) => q.trim())) {
      const needle = query.trim().toLowerCase();
      const literal = catalogue.filter((p) => [p.name, p.manufacturer, p.description].some((text) => text.toLowerCase().includes(needle)));
      const found = new Set(catalogueIndex(catalogue).search(query).ids);
      expect(
        literal.filter((p) => !found.has(p.id)).map((p) => p.name),
        query,
      ).toEqual([]);
    }
  });
});

describe("the marketplace's lists", () => {
  const products = catalogue.map((p) => ({ ...p, category: null, price: null, currency: "USD" }));

  it("keeps Newest as the default order and offers Best match beside it", () => {
    const found = applyFilters(products, { search: "temperature humidity", category: "all", sort: "newest" });
    expect(found).toEqual(newest(found));
    const best = applyFilters(products, { search: "temperature humidity", category: "all", sort: "relevance" });
    expect(new Set(best)).toEqual(new Set(found));
    expect(best).toEqual(searchProducts(products, { search: "temperature humidity", category: "all" }).matching);
    // Without a search there is nothing to match: Best match is Newest.
    expect(sortProducts(products, "relevance")).toEqual(sortProducts(products, "newest"));
  });

  it("builds the same index in slices as at once, so the browser's list is the server's", async () => {
    const copy = [...products];
    await prepareCatalogueIndex(copy);
    for (const { query } of buyerQueries.slice(0, 10)) expect(catalogueIndex(copy).search(query)).toEqual(catalogueIndex(products).search(query));
    expect(firstScreen).toBe(12);
  });
});
