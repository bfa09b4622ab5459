import { describe, expect, it } from "vitest";
import { slugify } from "@lorawan/contracts/news";

describe("slugify (spec 5 news slug)", () => {
  it("lowercases and joins words with hyphens", () => {
    expect(slugify("New LoRaWAN Gateway Released")).toBe("new-lorawan-gateway-released");
  });

  it("replaces each run of other characters with one hyphen", () => {
    expect(slugify("IP67 & 15 km -- range!!")).toBe("ip67-15-km-range");
    expect(slugify("Über Sensoren: 2024/25")).toBe("ber-sensoren-2024-25");
  });

  it("trims hyphens at both ends and handles empty titles", () => {
    expect(slugify("  --Hello world--  ")).toBe("hello-world");
    expect(slugify("")).toBe("");
    expect(slugify("!!!")).toBe("");
  });
});
