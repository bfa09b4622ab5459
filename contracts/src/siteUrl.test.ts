import { describe, expect, it } from "vitest";
import { defaultSiteUrl, parseSiteUrl } from "./siteUrl";

describe("parseSiteUrl", () => {
  it("defaults to the local stack when unset or blank", () => {
    expect(parseSiteUrl(undefined)).toBe(defaultSiteUrl);
    expect(parseSiteUrl("  ")).toBe(defaultSiteUrl);
  });
  it("drops trailing slashes so paths append cleanly, and keeps a base path", () => {
    expect(parseSiteUrl("https://sensors.example.com/")).toBe("https://sensors.example.com");
    expect(parseSiteUrl("https://example.com/sensors/")).toBe("https://example.com/sensors");
  });
  it("refuses anything but an absolute http(s) URL", () => {
    expect(() => parseSiteUrl("sensors.example.com")).toThrow(/SITE_URL/);
    expect(() => parseSiteUrl("ftp://sensors.example.com")).toThrow(/SITE_URL/);
  });
});
