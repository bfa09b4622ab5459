import { Timestamp } from "firebase-admin/firestore";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { publicPagePaths } from "@lorawan/contracts/paths";
import { resetConfig } from "../src/config.js";
import { putProduct, startApi, type TestApi } from "./helpers.js";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());
afterEach(() => {
  vi.unstubAllEnvs();
  resetConfig();
});

const randomId = () => 700000 + Math.floor(Math.random() * 90000);

/** Each <url> of the sitemap as its location and lastmod. */
function urls(xml: string) {
  return [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)].map(([, loc, lastmod]) => ({ loc: loc!, lastmod: lastmod! }));
}

describe("GET /sitemap.xml", () => {
  it("lists every public page and every published product with lastmod, on the configured SITE_URL", async () => {
    vi.stubEnv("SITE_URL", "https://sensors.test/");
    resetConfig();
    const published = randomId();
    const draft = published + 1;
    const inactive = published + 2;
    const updatedAt = Timestamp.fromDate(new Date("2025-03-04T05:06:07.000Z"));
    await putProduct(published, { updatedAt });
    await putProduct(draft, { isPublished: false, updatedAt });
    await putProduct(inactive, { isActive: false, updatedAt });

    const response = await fetch(api.url("/sitemap.xml"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    expect(response.headers.get("cache-control")).toMatch(/^public/);
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const entries = urls(xml);
    const locs = entries.map((entry) => entry.loc);
    for (const path of publicPagePaths) expect(locs).toContain(`https://sensors.test${path}`);
    expect(locs).not.toContain("https://sensors.test/admin");
    expect(entries).toContainEqual({ loc: `https://sensors.test/products/${published}`, lastmod: "2025-03-04T05:06:07.000Z" });
    expect(locs).not.toContain(`https://sensors.test/products/${draft}`);
    expect(locs).not.toContain(`https://sensors.test/products/${inactive}`);
    for (const { lastmod } of entries) expect(Number.isNaN(Date.parse(lastmod))).toBe(false);
  });

  it("uses the local stack's origin when SITE_URL is not set", async () => {
    vi.stubEnv("SITE_URL", "");
    resetConfig();
    const xml = await (await fetch(api.url("/sitemap.xml"))).text();
    expect(xml).toContain("<loc>http://127.0.0.1:5000/pricing</loc>");
  });
});
