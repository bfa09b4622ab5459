import { expect, test } from "@playwright/test";
import { publicPagePaths } from "@lorawan/contracts/paths";
import { catalogue, cardNames } from "./catalogue-support.ts";
import { configuredSiteUrl, jsonLdBlocks, jsonLdInHtml, ofType, type JsonLdNode } from "./seo-support.ts";

/** Organization and WebSite carry the site's identity on every page (spec 1). */
function expectSiteIdentity(blocks: JsonLdNode[], siteUrl: string) {
  const [organization] = ofType(blocks, "Organization");
  const [website] = ofType(blocks, "WebSite");
  expect(organization).toMatchObject({ "@context": "https://schema.org", name: "LoRaWAN Sensors", url: siteUrl });
  expect(String(organization?.logo)).toMatch(/^https?:\/\/.+\.png$/);
  expect(website).toMatchObject({ "@context": "https://schema.org", name: "LoRaWAN Sensors", url: siteUrl });
  expect(ofType(blocks, "Organization")).toHaveLength(1);
  expect(ofType(blocks, "WebSite")).toHaveLength(1);
}

test.describe("sitemap and robots", () => {
  test("/sitemap.xml lists every public page and every published product with lastmod", async ({ page, request }) => {
    const siteUrl = await configuredSiteUrl(page);
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const lastmods = new Map([...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)].map(([, loc, lastmod]) => [loc!, lastmod!]));
    for (const path of publicPagePaths) {
      expect(lastmods.has(`${siteUrl}${path}`), path).toBe(true);
      expect(Number.isNaN(Date.parse(lastmods.get(`${siteUrl}${path}`) ?? ""))).toBe(false);
    }
    expect(lastmods.has(`${siteUrl}/admin`)).toBe(false);
    const products = (await catalogue(request)) as { id: number; updatedAt?: string }[];
    for (const product of products) expect(lastmods.get(`${siteUrl}/products/${product.id}`)).toBe(product.updatedAt);
  });

  test("/robots.txt allows crawling, keeps out of the admin area and points to the sitemap", async ({ page, request }) => {
    const siteUrl = await configuredSiteUrl(page);
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    const lines = (await response.text()).split("\n");
    expect(lines).toEqual(expect.arrayContaining(["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /api/admin", `Sitemap: ${siteUrl}/sitemap.xml`]));
  });
});

test.describe("canonical links, social tags and JSON-LD", () => {
  test("every public page has Organization and WebSite JSON-LD and canonical/og:url on the site URL", async ({ page }) => {
    const siteUrl = await configuredSiteUrl(page);
    for (const path of publicPagePaths) {
      await page.goto(path);
      const canonical = await page.locator('head link[rel="canonical"]').getAttribute("href");
      expect(canonical, path).toBe(`${siteUrl}${path}`);
      await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute("content", `${siteUrl}${path}`);
      expectSiteIdentity(await jsonLdBlocks(page), siteUrl);
    }
  });

  test("/marketplace lists the products on screen as an ItemList", async ({ page }) => {
    const siteUrl = await configuredSiteUrl(page);
    await page.goto("/marketplace");
    await expect(page.getByRole("list", { name: "Devices" }).getByRole("listitem").first()).toBeVisible();
    const names = await cardNames(page);
    const blocks = await jsonLdBlocks(page);
    expectSiteIdentity(blocks, siteUrl);
    const [itemList] = ofType(blocks, "ItemList");
    const items = itemList?.itemListElement as { "@type": string; position: number; url: string; name: string }[];
    expect(items.map((item) => item.name)).toEqual(names);
    items.forEach((item, index) => {
      expect(item["@type"]).toBe("ListItem");
      expect(item.position).toBe(index + 1);
      expect(item.url).toMatch(new RegExp(`^${siteUrl.replace(/[.]/g, "\\.")}/products/\\d+$`));
    });
  });

  test("a product page carries Product JSON-LD with an Offer and its PriceSpecification, also in the served HTML", async ({ page, request }) => {
    const products = await catalogue(request);
    const product = products.find((p) => p.price !== null && p.model) ?? products[0]!;
    const siteUrl = await configuredSiteUrl(page);

    // Crawlers that run no JavaScript read the function's HTML.
    const served = jsonLdInHtml(await (await request.get(`/products/${product.id}`)).text());
    expectSiteIdentity(served, siteUrl);
    expect(ofType(served, "Product")).toHaveLength(1);

    await page.goto(`/products/${product.id}`);
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    const blocks = await jsonLdBlocks(page);
    expectSiteIdentity(blocks, siteUrl);
    const productBlocks = ofType(blocks, "Product");
    expect(productBlocks).toHaveLength(1);
    const price = Number.parseFloat(product.price ?? "").toFixed(2);
    expect(productBlocks[0]).toMatchObject({
      "@context": "https://schema.org",
      name: product.name,
      sku: product.model || `PROD-${product.id}`,
      url: `${siteUrl}/products/${product.id}`,
      offers: {
        "@type": "Offer",
        price,
        priceCurrency: product.currency || "USD",
        availability: product.availability === "Available" ? "https://schema.org/InStock" : expect.stringMatching(/^https:\/\/schema\.org\//),
        priceSpecification: { "@type": "UnitPriceSpecification", price, priceCurrency: product.currency || "USD" },
      },
    });
  });

  test("/pricing carries the plans' prices as PriceSpecification", async ({ page }) => {
    const siteUrl = await configuredSiteUrl(page);
    await page.goto("/pricing");
    const blocks = await jsonLdBlocks(page);
    expectSiteIdentity(blocks, siteUrl);
    const offers = ofType(blocks, "Product").flatMap((p) => p.offers as JsonLdNode[]);
    const specs = offers.map((offer) => offer.priceSpecification as JsonLdNode);
    expect(specs.map((spec) => [spec["@type"], spec.price, spec.priceCurrency])).toEqual([
      ["UnitPriceSpecification", 49, "USD"],
      ["UnitPriceSpecification", 199, "USD"],
      ["UnitPriceSpecification", 799, "USD"],
    ]);
  });
});
