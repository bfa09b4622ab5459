import { expect, test } from "@playwright/test";
import { catalogue, failImage, scrollToFeaturedSensors } from "./catalogue-support";

test.describe("home page", () => {
  test("serves its SEO tags in the raw HTML", async ({ request }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<title>[^<]*LoRaWAN[^<]*<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/"/);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html).toMatch(/<meta property="og:image" content="[^"]*\/api\/images\/[^"]+"/);
    expect(html).toContain('"@type":"Organization"');
  });

  test("shows the first 4 catalogue products with $ and 2 decimals", async ({ page, request }) => {
    const products = (await (await request.get("/api/products")).json()) as { name: string }[];
    expect(products.length).toBeGreaterThanOrEqual(4);
    await page.goto("/");
    const section = await scrollToFeaturedSensors(page);
    for (const product of products.slice(0, 4)) {
      await expect(section.getByRole("heading", { name: product.name })).toBeVisible();
    }
    await expect(section.getByRole("heading", { level: 3 })).toHaveCount(4);
    // Spec 2.3: $ with 2 decimals (and thousands separators, as the pricing calculator's).
    await expect(section.getByText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/).first()).toBeVisible();
    await expect(section.getByRole("link", { name: "View All Products" })).toHaveAttribute("href", "/marketplace");
  });

  test("without JavaScript, the featured products are in the page, each with its link", async ({ browser, request }) => {
    const products = await catalogue(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    const section = await scrollToFeaturedSensors(page);
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(products.slice(0, 4).map((product) => product.name));
    await section.getByRole("link", { name: `View details of ${products[0]!.name}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: products[0]!.name })).toBeVisible();
    await context.close();
  });

  test("a featured product whose image fails shows 'Image unavailable'", async ({ page, request }) => {
    const [first] = await catalogue(request);
    await failImage(page, first!);
    await page.goto("/");
    const section = await scrollToFeaturedSensors(page);
    await expect(section.getByRole("img", { name: first!.name })).toHaveText("Image unavailable");
  });

  test("the social image is served by the function", async ({ request }) => {
    const response = await request.get("/api/images/social/og-default.jpg");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/jpeg");
  });
});
