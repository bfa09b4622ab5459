import { describe, expect, it } from "vitest";
import { estimateMonthlyCost, formatMessageCount, formatMonthlyCost } from "./estimateMonthlyCost";

describe("estimateMonthlyCost (spec 9.2)", () => {
  it("is devices x 2 + floor(messages / 1000) x 0.1 at the defaults (100 devices, 100,000 messages)", () => {
    expect(estimateMonthlyCost(100, 100_000)).toBe(210);
  });

  it("never goes below $49", () => {
    expect(estimateMonthlyCost(1, 1_000)).toBe(49);
    expect(estimateMonthlyCost(20, 50_000)).toBe(49);
  });

  it("counts only whole thousands of messages", () => {
    expect(estimateMonthlyCost(100, 101_999)).toBe(210.1);
    expect(estimateMonthlyCost(30, 1_234_000)).toBe(183.4);
  });

  it("reaches 21,000 at the top of both sliders", () => {
    expect(estimateMonthlyCost(10_000, 10_000_000)).toBe(21_000);
  });
});

describe("formatting", () => {
  it("shows dollars with two decimals", () => {
    expect(formatMonthlyCost(210)).toBe("$210.00");
    expect(formatMonthlyCost(183.4)).toBe("$183.40");
    expect(formatMonthlyCost(21_000)).toBe("$21,000.00");
  });

  it("shows message counts as K or M", () => {
    expect(formatMessageCount(1_000)).toBe("1K");
    expect(formatMessageCount(100_000)).toBe("100K");
    expect(formatMessageCount(1_000_000)).toBe("1M");
    expect(formatMessageCount(1_500_000)).toBe("1.5M");
    expect(formatMessageCount(10_000_000)).toBe("10M");
  });
});
