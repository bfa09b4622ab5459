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
    expect(teaser(text, 41)).toBe("YO Ambience is a compact indoor ambience…");
    expect(teaser(text, 40)).toBe("YO Ambience is a compact indoor…");
    // A cut that falls just before a space keeps the whole word.
    expect(teaser("one two three", 8)).toBe("one two…");
  });

  it("cuts inside a word only when a space would leave less than half", () => {
    expect(teaser(`ab ${"c".repeat(50)}`, 20)).toBe(`ab ${"c".repeat(16)}…`);
  });

  it("is at most the length, ellipsis included, so a teaser is its own teaser", () => {
    const text =
      "The VB-500 is a magnet-mounted condition monitoring sensor for motors, pumps, fans and gearboxes, with on-board FFT processing and a ten-year battery.";
    for (const length of [20, 40, 41, 60, 100, 160]) {
      const cut = teaser(text, length);
      expect(cut.length).toBeLessThanOrEqual(length);
      expect(teaser(cut, length)).toBe(cut);
    }
  });
});
