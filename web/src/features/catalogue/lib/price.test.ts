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
  it("shows $ with 2 decimals (spec 2.3)", () => {
    expect(formatPrice("189")).toBe("$189.00");
    expect(formatPrice(12.5)).toBe("$12.50");
  });
  it("separates thousands, as the pricing calculator's $21,000.00", () => {
    expect(formatPrice("1499.00")).toBe("$1,499.00");
    expect(formatPrice("12345678.90")).toBe("$12,345,678.90");
  });
  it("uses the product's currency", () => {
    expect(formatPrice("1250", "EUR")).toBe("€1,250.00");
    expect(formatPrice("10", "GBP")).toBe("£10.00");
    expect(formatPrice("1000", "CHF")).toBe("CHF\u00a01,000.00");
  });
  it("puts a custom code that is no ISO currency before the amount", () => {
    expect(formatPrice("2500", "USDT")).toBe("USDT\u00a02,500.00");
  });
  it("has nothing to show without a price", () => {
    expect(formatPrice(null)).toBeNull();
    expect(formatPrice("")).toBeNull();
  });
});
