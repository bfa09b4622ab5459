import { describe, expect, it } from "vitest";
import { nameKey } from "./nameKey.js";

describe("nameKey", () => {
  it("gives every spelling of one name the same key", () => {
    const key = nameKey("Air Quality");
    for (const spelling of [
      "Air Quality\u200B",
      "Air \u200DQuality",
      "  air  quality ",
      "AIR\tQUALITY",
      "Air\u00A0Quality",
      "Ａｉｒ Quality",
      "Air \u00ADQuality",
    ]) {
      expect(nameKey(spelling), JSON.stringify(spelling)).toBe(key);
    }
    expect(nameKey("Qualité")).toBe(nameKey("Qualite\u0301"));
    expect(nameKey("Straße")).toBe(nameKey("STRASSE"));
  });

  it("keeps different names apart", () => {
    expect(nameKey("Air Quality")).not.toBe(nameKey("Air Qualities"));
    expect(nameKey("Qualité")).not.toBe(nameKey("Qualite"));
    expect(nameKey("AirQuality")).not.toBe(nameKey("Air Quality"));
  });
});
