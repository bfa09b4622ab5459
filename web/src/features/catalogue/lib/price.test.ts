import { describe, expect, it } from "vitest";
import { formatPrice, priceValue } from "./price";

describe("priceValue", () => {
  it("parses decimal strings and numbers as floats", () => {
    expect(priceValue("189.5")).toBe(189.5);
    expect(priceValue(42)).toBe(42);
  });
  it("counts a missing or unparsable price as 0 (spec 3.2)", () => {
    expect(priceValue(null)).toBe(0);
    expect(priceValue(undefined)).toBe(0);
    expect(priceValue("call us")).toBe(0);
  });
});

describe("formatPrice", () => {
  it("shows $ with 2 decimals", () => {
    expect(formatPrice("189")).toBe("$189.00");
    expect(formatPrice(12.5)).toBe("$12.50");
  });
  it("uses the product's currency", () => {
    expect(formatPrice("10", "EUR")).toBe("€10.00");
    expect(formatPrice("10", "CHF")).toBe("CHF 10.00");
  });
  it("has nothing to show without a price", () => {
    expect(formatPrice(null)).toBeNull();
    expect(formatPrice("")).toBeNull();
  });
});
