import { describe, expect, it } from "vitest";
import { robotsTxt } from "./robots";

describe("robotsTxt", () => {
  it("allows crawling, keeps crawlers out of the admin area and points to the absolute sitemap", () => {
    const lines = robotsTxt("https://sensors.test").split("\n");
    expect(lines).toEqual(
      expect.arrayContaining(["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /api/admin", "Sitemap: https://sensors.test/sitemap.xml"]),
    );
  });
});
