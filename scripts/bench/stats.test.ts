import { describe, expect, it } from "vitest";
import { percentile, slope, summarize } from "./stats.ts";

describe("percentile (nearest rank)", () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1);

  it("answers the value at the rank ceil(q * n)", () => {
    expect(percentile(hundred, 0.5)).toBe(50);
    expect(percentile(hundred, 0.95)).toBe(95);
    expect(percentile(hundred, 0.99)).toBe(99);
    expect(percentile(hundred, 1)).toBe(100);
  });

  it("stays inside the list at the ends and for tiny lists", () => {
    expect(percentile(hundred, 0)).toBe(1);
    expect(percentile([7], 0.95)).toBe(7);
    expect(percentile([1, 2], 0.5)).toBe(1);
    expect(percentile([1, 2], 0.51)).toBe(2);
    expect(percentile([], 0.5)).toBeNaN();
  });
});

describe("summarize", () => {
  it("sorts the samples itself and rounds to microseconds", () => {
    const samples = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6].map((n) => n + 0.12345);
    expect(summarize(samples)).toEqual({ count: 10, p50: 5.123, p95: 10.123, p99: 10.123, max: 10.123, mean: 5.623 });
  });
});

describe("slope", () => {
  it("fits a straight line's growth per unit of x", () => {
    expect(slope([0, 1, 2, 3].map((x) => ({ x, y: 100 + 2 * x })))).toBeCloseTo(2);
    expect(slope([{ x: 0, y: 5 }])).toBe(0);
    expect(slope([0, 10, 20].map((x) => ({ x, y: 50 })))).toBe(0);
  });
});
