import { describe, expect, it } from "vitest";
import { sitemapXml } from "./sitemap.js";

describe("sitemapXml", () => {
  it("lists absolute locations with their lastmod, escaped for XML", () => {
    const xml = sitemapXml("https://sensors.test", [
      { path: "/", lastmod: "2025-01-20T00:00:00.000Z" },
      { path: "/marketplace?a=1&b=2", lastmod: "2025-02-01T10:00:00.000Z" },
    ]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(xml).toContain("<url><loc>https://sensors.test/</loc><lastmod>2025-01-20T00:00:00.000Z</lastmod></url>");
    expect(xml).toContain("<loc>https://sensors.test/marketplace?a=1&amp;b=2</loc>");
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });
});
