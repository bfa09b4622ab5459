import { describe, expect, it } from "vitest";
import { publicProduct } from "~/test/publicProduct";
import { compareIdsFromQuery, comparisonRows } from "./comparison";

describe("compareIdsFromQuery (issue 22)", () => {
  it("reads ids in order, once each, at most 4, and keeps what is not an id aside", () => {
    expect(compareIdsFromQuery("3, 12,3,x,07,,5,9,11")).toEqual({ ids: [3, 12, 5, 9], notIds: ["x", "07"], beyondLimit: [11] });
    expect(compareIdsFromQuery(null)).toEqual({ ids: [], notIds: [], beyondLimit: [] });
  });
});

describe("comparisonRows (issue 22)", () => {
  const a = publicProduct({
    id: 1,
    name: "A",
    price: "120",
    regions: ["EU863-870", "US902-928"],
    sensors: ["temperature"],
    ipRating: "IP67",
    batteryLife: "10 years",
    specifications: { "Battery Life": "10 years", Accuracy: "±0.2°C" },
  });
  const b = publicProduct({
    id: 2,
    name: "B",
    price: null,
    regions: ["EU863-870", "US902-928"],
    sensors: [],
    ipRating: "IP67",
    batteryLife: "5 years",
    specifications: { Housing: "ABS" },
  });

  it("lists every field, then every specification key of any product, with the differences marked", () => {
    const rows = comparisonRows([a, b]);
    const row = (label: string) => rows.find((r) => r.label === label);
    expect(rows.slice(0, 16).map((r) => r.label)).toEqual([
      "Manufacturer",
      "Model",
      "Category",
      "Price",
      "Availability",
      "Regions",
      "Sensors",
      "IP rating",
      "Range",
      "Battery life",
      "Dimensions",
      "Weight",
      "Power requirements",
      "Operating temperature",
      "Connectivity",
      "Certifications",
    ]);
    expect(rows.slice(16).map((r) => r.label)).toEqual(["Accuracy", "Housing"]);
    expect(row("Price")).toEqual({ label: "Price", values: ["$120.00", "Price on request"], differs: true });
    expect(row("Regions")).toEqual({
      label: "Regions",
      values: ["EU863-870 (Europe), US902-928 (North America)", "EU863-870 (Europe), US902-928 (North America)"],
      differs: false,
    });
    expect(row("Sensors")).toMatchObject({ values: ["Temperature", "—"], differs: true });
    expect(row("Battery life")).toMatchObject({ values: ["10 years", "5 years"], differs: true });
    expect(row("Housing")).toMatchObject({ values: ["—", "ABS"], differs: true });
  });

  it("marks nothing as differing for a single product", () => {
    expect(comparisonRows([a]).some((r) => r.differs)).toBe(false);
  });
});
