import { describe, expect, it } from "vitest";
import type { ProductSummary } from "@lorawan/contracts/product";
import { filterProducts } from "../../web/src/features/admin/products/lib/filterProducts.ts";
import { firstLetter, narrowingSearches } from "./adminScale.ts";

const product = (name: string, description = "A sensor") => ({ name, manufacturer: "Kelvra", description, category: null }) as unknown as ProductSummary;
const products = ["probe gateway C-12", "probe gateway C-123", "meter tracker D-7", "meter outdoor E-8"].map((name) => product(name));

describe("narrowingSearches", () => {
  it("gives, per name, the text typed before the name's last key that narrows the list, and that key", () => {
    const searches = narrowingSearches(products, 4);
    // "probe gateway C-12" is part of "probe gateway C-123": none of its keys narrows the list.
    expect(searches).toEqual([
      { typed: "probe gateway C-12", key: "3" },
      { typed: "meter ", key: "t" },
      { typed: "meter ", key: "o" },
    ]);
    for (const { typed, key } of searches) expect(filterProducts(products, typed + key, "all").length).toBeLessThan(filterProducts(products, typed, "all").length);
  });

  it("never measures a space, and skips names no key narrows", () => {
    // Each name is found in the other product too, so no key of it narrows the list.
    const alike = [product("same name", "other"), product("other", "same name")];
    expect(narrowingSearches(alike, 2)).toEqual([]);
    for (const { key } of narrowingSearches(products, 4)) expect(key.trim()).not.toBe("");
  });
});

describe("firstLetter", () => {
  it("picks the character that keeps the most products while still narrowing the list", () => {
    const letter = firstLetter(products);
    const listed = filterProducts(products, letter, "all").length;
    expect(listed).toBeGreaterThan(0);
    expect(listed).toBeLessThan(products.length);
    expect(listed).toBe(3);
  });
});
