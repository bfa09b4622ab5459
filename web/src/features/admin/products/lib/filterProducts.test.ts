import { describe, expect, it } from "vitest";
import { filterProducts, productFilter } from "./filterProducts";

const products = [
  { id: 1, name: "Soil Probe", manufacturer: "Acme", description: "Moisture in the root zone", category: "Agriculture" },
  { id: 2, name: "Water Meter", manufacturer: "Hydro", description: "Pulse counter", category: "Water" },
  { id: 3, name: "CO2 Sensor", manufacturer: "Air", description: "Indoor soil-free air", category: null },
  { id: 4, name: "Gateway", manufacturer: "Acme", description: "Eight channels", category: "Gateways" },
];

describe("productFilter (issue 31)", () => {
  it("finds what filterProducts finds, key by key, back and forth, with and without a category", () => {
    const filter = productFilter(products);
    const typed = ["", "s", "so", "soi", "soil", "so", "", "a", "ac", "acm", "acme", "  Acme ", "x", "", "o"];
    for (const category of ["all", "Agriculture", "Gateways"])
      for (const search of typed)
        expect(
          filter(search, category).map((p) => p.id),
          `${search}/${category}`,
        ).toEqual(filterProducts(products, search, category).map((p) => p.id));
  });

  it("searches name, manufacturer and description, not across their boundary", () => {
    const filter = productFilter(products);
    expect(filter("hydro", "all").map((p) => p.id)).toEqual([2]);
    expect(filter("meter hydro", "all")).toEqual([]);
  });
});
