import { describe, expect, it } from "vitest";
import { teaser } from "./teaser";

describe("a card's description", () => {
  it("keeps a description that fits whole", () => {
    expect(teaser("  A compact CO2 sensor. ", 40)).toBe("A compact CO2 sensor.");
    expect(teaser("x".repeat(40), 40)).toBe("x".repeat(40));
  });

  it("cuts a longer one at the end of a word, within the length, and says it was cut", () => {
    const text = "YO Ambience is a compact indoor ambience monitoring device measuring temperature and humidity";
    expect(teaser(text, 38)).toBe("YO Ambience is a compact indoor…");
    expect(teaser(text, 40)).toBe("YO Ambience is a compact indoor ambience…");
    expect(teaser(text, 40).length).toBeLessThanOrEqual(41);
    // A cut that falls just before a space keeps the whole word.
    expect(teaser("one two three", 7)).toBe("one two…");
  });

  it("cuts inside a word only when a space would leave less than half", () => {
    expect(teaser(`ab ${"c".repeat(50)}`, 20)).toBe(`ab ${"c".repeat(17)}…`);
  });
});
