import { describe, expect, it } from "vitest";
import { facetOptions, passesFacets } from "./catalogueFacets";
import { filterProducts } from "./catalogueFilters";

const device = (id: number, regions: string[], sensors: string[], ipRating: string | null, category = "Air Quality", manufacturer = "Acme") =>
  ({ id, name: `Device ${id}`, manufacturer, description: "A device", category, regions, sensors, ipRating }) as const;

const catalogue = [
  device(1, ["EU863-870", "US902-928"], ["temperature", "humidity"], "IP67"),
  device(2, ["EU863-870"], ["co2", "temperature"], "IP30"),
  device(3, ["US902-928", "AS923"], ["level"], "IP68", "Water"),
  device(4, ["AS923"], [], null, "Gateways", "Zeta Systems"),
];
const none = { regions: [], sensors: [], ipRatings: [], manufacturers: [] };
const ids = (list: readonly { id: number }[]) => list.map((p) => p.id);

describe("facets (issue 22)", () => {
  it("OR within a facet: any chosen region will do", () => {
    expect(ids(filterProducts(catalogue, { search: "", category: "all", ...none, regions: ["US902-928", "AS923"] }))).toEqual([1, 3, 4]);
  });

  it("AND across facets: a region and a sensor and an IP rating", () => {
    expect(ids(catalogue.filter((p) => passesFacets(p, { ...none, regions: ["EU863-870"], sensors: ["temperature"] })))).toEqual([1, 2]);
    expect(ids(catalogue.filter((p) => passesFacets(p, { ...none, regions: ["EU863-870"], sensors: ["temperature"], ipRatings: ["IP67", "IP68"] })))).toEqual([1]);
    expect(ids(filterProducts(catalogue, { search: "", category: "Water", ...none, sensors: ["temperature"] }))).toEqual([]);
  });

  it("counts each option as the devices it would leave, the other facets' choices kept", () => {
    const selection = { ...none, regions: ["EU863-870"] };
    const [regions, sensors, ipRatings] = facetOptions(catalogue, catalogue, selection);
    // A region's count ignores the region choice itself (choosing another one widens the list).
    expect(regions!.options).toEqual([
      { value: "EU863-870", label: "EU863-870 · Europe", count: 2, chosen: true },
      { value: "US902-928", label: "US902-928 · North America", count: 2, chosen: false },
      { value: "AS923", label: "AS923 · Asia-Pacific", count: 2, chosen: false },
    ]);
    // Sensors and IP ratings count within the chosen region; only values in use are offered.
    expect(sensors!.options.map((o) => [o.label, o.count])).toEqual([
      ["CO2", 1],
      ["Humidity", 1],
      ["Level", 0],
      ["Temperature", 2],
    ]);
    expect(ipRatings!.options.map((o) => [o.value, o.count])).toEqual([
      ["IP30", 1],
      ["IP67", 1],
      ["IP68", 0],
    ]);
  });

  it("counts within what the search and category leave, and keeps a chosen value no device has", () => {
    const matching = filterProducts(catalogue, { search: "", category: "Water" });
    const [regions] = facetOptions(catalogue, matching, { ...none, regions: ["KR920-923"] });
    expect(regions!.options.map((o) => [o.value, o.count, o.chosen])).toEqual([
      ["EU863-870", 0, false],
      ["US902-928", 1, false],
      ["AS923", 1, false],
      ["KR920-923", 0, true],
    ]);
  });

  it("lists manufacturers by how many devices they make, counts them like any facet, and keeps a value outside the vocabulary", () => {
    const [, sensors, , manufacturers] = facetOptions(catalogue, catalogue, { ...none, sensors: ["soil ec"], manufacturers: ["Zeta Systems"] });
    expect(manufacturers!.options).toEqual([
      { value: "Acme", label: "Acme", count: 0, chosen: false },
      { value: "Zeta Systems", label: "Zeta Systems", count: 0, chosen: true },
    ]);
    expect(sensors!.options.at(-1)).toEqual({ value: "soil ec", label: "Soil ec", count: 0, chosen: true });
    expect(ids(filterProducts(catalogue, { search: "", category: "all", ...none, manufacturers: ["Zeta Systems"] }))).toEqual([4]);
  });
});
