import { describe, expect, it } from "vitest";
import {
  applyFilters,
  categoriesInUse,
  defaultFilters,
  filterProducts,
  addressFromSearchParams,
  addressToSearchParams,
  filtersFromSearchParams,
  filtersToSearchParams,
  marketplaceHref,
  sortProducts,
} from "./catalogueFilters";

const product = (
  id: number,
  name: string,
  extra: Partial<{
    manufacturer: string;
    description: string;
    category: string | null;
    price: string | null;
    currency: string;
    createdAt: string;
  }> = {},
) => ({
  id,
  name,
  manufacturer: extra.manufacturer ?? "Acme",
  description: extra.description ?? "A sensor",
  category: extra.category === undefined ? "Water" : extra.category,
  price: extra.price === undefined ? "10.00" : extra.price,
  currency: extra.currency ?? "USD",
  createdAt: extra.createdAt ?? `2024-01-${String(id).padStart(2, "0")}T00:00:00.000Z`,
});

const catalogue = [
  product(1, "Soil Probe", { category: "Agriculture", price: "89.50" }),
  product(2, "water level gauge", { manufacturer: "HydroSense", price: "120" }),
  product(3, "Air Monitor", {
    description: "Measures CO2 and VOC",
    category: "Air Quality",
    price: null,
  }),
  product(4, "Gateway", { category: null, price: "999.99" }),
];

describe("filterProducts (spec 5)", () => {
  it("matches a case-insensitive substring of name, manufacturer or description", () => {
    expect(filterProducts(catalogue, { search: "SOIL", category: "all" }).map((p) => p.id)).toEqual([1]);
    expect(filterProducts(catalogue, { search: "hydro", category: "all" }).map((p) => p.id)).toEqual([2]);
    expect(filterProducts(catalogue, { search: "co2", category: "all" }).map((p) => p.id)).toEqual([3]);
    expect(filterProducts(catalogue, { search: "nothing like it", category: "all" })).toEqual([]);
  });
  it("keeps only the selected category, or all", () => {
    expect(filterProducts(catalogue, { search: "", category: "Water" }).map((p) => p.id)).toEqual([2]);
    expect(filterProducts(catalogue, { search: "", category: "all" })).toHaveLength(4);
  });
  it("combines search and category", () => {
    expect(filterProducts(catalogue, { search: "a", category: "Agriculture" }).map((p) => p.id)).toEqual([1]);
  });
});

describe("sortProducts (spec 3.2)", () => {
  const ids = (sort: Parameters<typeof sortProducts>[1]) => sortProducts(catalogue, sort).map((p) => p.id);
  it("sorts newest first, and rating the same way", () => {
    expect(ids("newest")).toEqual([4, 3, 2, 1]);
    expect(ids("rating")).toEqual(ids("newest"));
  });
  it("sorts by price, products without a price last in both directions (decision 078)", () => {
    expect(ids("price-low")).toEqual([1, 2, 4, 3]);
    expect(ids("price-high")).toEqual([4, 2, 1, 3]);
  });
  it("orders by amount within the site's currency, other currencies after it by code, never compared as plain numbers", () => {
    const mixed = [
      product(1, "Cheap in USD", { price: "50" }),
      product(2, "Dear in EUR", { price: "900", currency: "EUR" }),
      product(3, "Cheap in EUR", { price: "40", currency: "EUR" }),
      product(4, "Dear in USD", { price: "800" }),
      product(5, "In GBP", { price: "10", currency: "GBP" }),
      product(6, "Unpriced", { price: null }),
    ];
    const sorted = (sort: "price-low" | "price-high") => sortProducts(mixed, sort).map((p) => p.id);
    expect(sorted("price-low")).toEqual([1, 4, 3, 2, 5, 6]);
    expect(sorted("price-high")).toEqual([4, 1, 2, 3, 5, 6]);
  });
  it("sorts by name ignoring case", () => {
    expect(ids("name")).toEqual([3, 4, 1, 2]);
  });
  it("leaves the input untouched", () => {
    const before = catalogue.map((p) => p.id);
    sortProducts(catalogue, "name");
    expect(catalogue.map((p) => p.id)).toEqual(before);
  });
});

describe("categoriesInUse", () => {
  it("lists each category once in catalogue order, skipping products without one", () => {
    expect(categoriesInUse(catalogue)).toEqual(["Agriculture", "Water", "Air Quality"]);
  });
});

describe("URL state", () => {
  it("round-trips the filters through the query string", () => {
    const filters = {
      search: "probe",
      category: "Air Quality",
      sort: "price-high" as const,
      regions: ["EU863-870", "AS923"],
      sensors: ["co2"],
      ipRatings: ["IP67", "IP68"],
      manufacturers: ["Acme & Sons"],
    };
    expect(filtersFromSearchParams(filtersToSearchParams(filters))).toEqual(filters);
    expect(filtersToSearchParams(filters).toString()).toBe(
      "q=probe&category=Air+Quality&sort=price-high&region=EU863-870&region=AS923&sensor=co2&ip=IP67&ip=IP68&manufacturer=Acme+%26+Sons",
    );
  });
  it("writes nothing for the defaults and ignores unknown sorts", () => {
    expect(filtersToSearchParams(defaultFilters).toString()).toBe("");
    expect(filtersFromSearchParams(new URLSearchParams("sort=bogus"))).toEqual(defaultFilters);
  });
  it("reads the facets in their vocabulary's spelling, once each, ignoring values no facet can hold", () => {
    const filters = filtersFromSearchParams(
      new URLSearchParams("region=eu863-870&region=EU868&region=EU863-870&sensor=CO2&sensor=&ip=ip67&ip=67&manufacturer=%20Acme%20"),
    );
    expect(filters).toMatchObject({ regions: ["EU863-870"], sensors: ["co2"], ipRatings: ["IP67"], manufacturers: ["Acme"] });
  });
  it("reads and writes the pages Load More shows with the filters", () => {
    const address = addressFromSearchParams(new URLSearchParams("q=probe&page=3"));
    expect(address).toEqual({ filters: { ...defaultFilters, search: "probe" }, pages: 3, unfolded: [] });
    expect(addressToSearchParams(address).toString()).toBe("q=probe&page=3");
    for (const page of ["0", "-2", "1.5", "two", ""]) expect(addressFromSearchParams(new URLSearchParams(`page=${page}`)).pages).toBe(1);
    expect(addressFromSearchParams(new URLSearchParams("page=99999999")).pages).toBe(1000);
    expect(marketplaceHref({ filters: defaultFilters, pages: 1, unfolded: [] })).toBe("/marketplace");
  });
  it("reads and writes the facets listed in full, once each in the facets' order, ignoring names no facet has", () => {
    const address = addressFromSearchParams(new URLSearchParams("all=manufacturer&all=bogus&all=region&all=manufacturer&manufacturer=Acme"));
    expect(address.unfolded).toEqual(["regions", "manufacturers"]);
    expect(addressToSearchParams(address).toString()).toBe("manufacturer=Acme&all=region&all=manufacturer");
  });
  it("applies search, category and sort together", () => {
    expect(
      applyFilters(catalogue, {
        search: "",
        category: "all",
        sort: "price-low",
      }).map((p) => p.id),
    ).toEqual([1, 2, 4, 3]);
  });
});
