import { expect, test } from "@playwright/test";
import { catalogue, failImage, type CatalogueProduct } from "./catalogue-support";

const complete = (p: CatalogueProduct) =>
  Boolean(p.website && p.datasheet && p.model) && [p.features, p.connectivity, p.certifications, p.tags].every((list) => list.length > 0);
const sparse = (p: CatalogueProduct) => !p.website && !p.datasheet && (p.certifications.length === 0 || p.tags.length === 0);

test.describe("product detail", () => {
  test("shows every block of a complete product, with links to the quote form and in new tabs", async ({ page, request }) => {
    const product = (await catalogue(request)).find(complete)!;
    await page.goto(`/products/${product.id}`);
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByText(`by ${product.manufacturer}`)).toBeVisible();
    await expect(page.getByText("LoRaWAN", { exact: true })).toBeVisible();
    await expect(page.getByText(product.availability ?? "Availability on request", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Product Module" })).toHaveAttribute("href", "/marketplace");
    await expect(page.getByRole("link", { name: "Request Quote" })).toHaveAttribute("href", "/contact");
    for (const [name, href] of [
      ["Visit Website", product.website!],
      ["Datasheet", product.datasheet!],
    ] as const) {
      const link = page.getByRole("link", { name });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
    }
    const specs = page.getByRole("region", { name: "Technical Specifications" });
    await expect(specs.getByText("Model", { exact: true })).toBeVisible();
    await expect(specs.getByText(product.model!, { exact: true })).toBeVisible();
    const [key, value] = Object.entries(product.specifications)[0]!;
    await expect(specs.getByText(key, { exact: true })).toBeVisible();
    await expect(specs.getByText(value, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Key Features" }).getByText(product.features[0]!)).toBeVisible();
    for (const [block, items] of [
      ["Connectivity", product.connectivity],
      ["Certifications", product.certifications],
      ["Tags", product.tags],
    ] as const) {
      await expect(page.getByRole("region", { name: block }).getByRole("listitem")).toHaveCount(items.length);
    }
  });

  test("shows range, battery life, dimensions, weight, power requirements and operating temperature, and its price with thousands separators", async ({
    page,
    request,
  }) => {
    const products = await catalogue(request);
    const product = products.find((p) => p.range && p.batteryLife && p.dimensions && p.weight && p.powerRequirements && p.operatingTemp && p.price)!;
    await page.goto(`/products/${product.id}`);
    const specs = page.getByRole("region", { name: "Technical Specifications" });
    for (const [label, value] of [
      ["Range", product.range],
      ["Battery Life", product.batteryLife],
      ["Dimensions", product.dimensions],
      ["Weight", product.weight],
      ["Power Requirements", product.powerRequirements],
      ["Operating Temperature", product.operatingTemp],
    ] as const) {
      await expect(specs.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) })).toHaveCount(1);
      await expect(specs.getByRole("definition").filter({ hasText: value! }).first()).toBeVisible();
    }
    const price = new Intl.NumberFormat("en-US", { style: "currency", currency: product.currency }).format(Number(product.price));
    await expect(page.getByText(price, { exact: true })).toBeVisible();
    // A price of four figures or more shows its thousands separator (as the calculator's $21,000.00).
    const dear = products.find((p) => Number(p.price) >= 1000 && p.currency === "USD");
    if (dear) {
      await page.goto(`/products/${dear.id}`);
      await expect(page.getByText(/^\$\d{1,3}(,\d{3})+\.\d{2}$/)).toBeVisible();
    }
  });

  test("shows 'Image unavailable' when the product's image fails, with or without its script", async ({ browser, page, request }) => {
    const product = (await catalogue(request)).find((p) => p.image)!;
    await failImage(page, product);
    await page.goto(`/products/${product.id}`);
    await expect(page.getByRole("img", { name: product.name })).toHaveText("Image unavailable");

    // The page's own HTML, before anything hydrates: the image fails before the islands' entry runs.
    const early = await browser.newContext();
    const earlyPage = await early.newPage();
    await failImage(earlyPage, product);
    await earlyPage.route("**/*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await earlyPage.goto(`/products/${product.id}`);
    await expect(earlyPage.getByRole("img", { name: product.name })).toHaveText("Image unavailable");
    await early.close();
  });

  test("leaves out empty blocks and missing links", async ({ page, request }) => {
    const product = (await catalogue(request)).find(sparse)!;
    await page.goto(`/products/${product.id}`);
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByRole("link", { name: "Visit Website" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Datasheet" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Certifications" })).toHaveCount(product.certifications.length ? 1 : 0);
    await expect(page.getByRole("region", { name: "Tags" })).toHaveCount(product.tags.length ? 1 : 0);
    // Spec 4: a secondary badge for anything but Available.
    if (product.availability !== "Available") await expect(page.getByText(product.availability ?? "Availability on request", { exact: true })).toBeVisible();
  });

  test("serves the product rendered, with its title, canonical, image and Product JSON-LD, once each after hydration", async ({ page, request }) => {
    const product = (await catalogue(request)).find((p) => p.availability !== "Available" && p.model) ?? (await catalogue(request))[0]!;
    const response = await request.get(`/products/${product.id}`);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=60, s-maxage=300");
    const html = await response.text();
    const head = html.slice(0, html.indexOf("</head>"));
    const body = html.slice(html.indexOf("<body"));
    const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
    const title = `${product.name} by ${product.manufacturer} | LoRaWAN Product Module`;
    expect(head).toContain(`<title>${escaped(title)}</title>`);
    expect(head).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+/products/${product.id}"/>`));
    expect(head).toMatch(/property="og:image" content="https?:\/\/[^"]+\/api\/images\/[^"]+"/);
    // The page itself, before any script runs.
    expect(body).toMatch(new RegExp(`<h1[^>]*>${escaped(product.name).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</h1>`));
    expect(body).toContain(escaped(product.description));
    const productLdInHtml = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
      .filter((ld) => ld["@type"] === "Product");
    expect(productLdInHtml).toHaveLength(1);
    expect(productLdInHtml[0]).toMatchObject({ "@type": "Product", name: product.name, sku: product.model, offers: { priceCurrency: product.currency } });
    expect((productLdInHtml[0]!.offers as { availability: string }).availability).not.toBe("https://schema.org/InStock");

    // React reports a failed hydration as a recoverable error (entry.client.tsx logs it).
    const problems: string[] = [];
    page.on("console", (message) => {
      if (/render error|hydrat|Minified React error/i.test(message.text())) problems.push(message.text());
    });
    await page.goto(`/products/${product.id}`);
    await expect(page.locator("html[data-boot~=hydrated]")).toBeAttached();
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    await expect(page).toHaveTitle(title);
    await expect(page.locator("head title")).toHaveCount(1);
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('head meta[property="og:image"]')).toHaveCount(1);
    const productLd = () =>
      page.evaluate(
        () => Array.from(document.querySelectorAll('script[type="application/ld+json"]')).filter((s) => s.textContent?.includes('"@type":"Product"')).length,
      );
    expect(await productLd()).toBe(1);
    // Hydrated onto the server's HTML without a mismatch.
    expect(problems).toEqual([]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a product page shows the product and its links", async ({ page, request }) => {
      const product = (await catalogue(request)).find(complete)!;
      await page.goto(`/products/${product.id}`);
      await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
      await expect(page.getByText(`by ${product.manufacturer}`)).toBeVisible();
      await expect(page.getByRole("img", { name: product.name })).toBeVisible();
      await expect(page.getByRole("region", { name: "Technical Specifications" }).getByText(product.model!, { exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: "Request Quote" })).toHaveAttribute("href", "/contact");
    });
  });

  test("a product page shows its product without calling the API again", async ({ page, request }) => {
    const [product] = await catalogue(request);
    const calls: string[] = [];
    page.on("request", (r) => {
      if (/\/api\/products\/\d+$/.test(r.url())) calls.push(r.url());
    });
    await page.goto(`/products/${product!.id}`);
    await expect(page.getByRole("heading", { level: 1, name: product!.name })).toBeVisible();
    expect(calls).toEqual([]);
  });

  test("an unknown product answers 404 and shows Product Not Found with a way back", async ({ page }) => {
    const response = await page.goto("/products/987654321");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Product Not Found" })).toBeVisible();
    await expect(page.getByText("The product you're looking for doesn't exist or has been removed.")).toBeVisible();
    await expect(page).toHaveTitle("Product Not Found");
    await page.getByRole("link", { name: "Back to Product Module" }).click();
    await expect(page).toHaveURL(/\/marketplace$/);
  });
});
