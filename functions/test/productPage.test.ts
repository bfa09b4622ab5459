import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { putProduct, startApi, type TestApi } from "./helpers.js";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const randomId = () => 600000 + Math.floor(Math.random() * 90000);

function jsonLd(html: string): Record<string, unknown> {
  const match = /<script data-server-head type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

describe("GET /products/{id} (server-rendered head tags)", () => {
  it("writes the product's title, description, canonical, image and Product JSON-LD into the head", async () => {
    const id = randomId();
    await putProduct(id, {
      name: "AQ-1 Air Monitor",
      manufacturer: "Airvane",
      model: "AQ-1",
      category: "Air Quality",
      shortDescription: "Indoor CO2 and VOC monitor.",
      price: "249.50",
      image: "/api/images/products/aq-1.webp",
      availability: "Available",
    });
    const response = await fetch(api.url(`/products/${id}`));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=60, s-maxage=300");
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain("<title data-server-head>AQ-1 Air Monitor by Airvane | LoRaWAN Product Module</title>");
    expect(head).toContain('name="description" content="Indoor CO2 and VOC monitor."');
    expect(head).toMatch(new RegExp(`rel="canonical" href="https?://[^"]+/products/${id}"`));
    expect(head).toMatch(/property="og:image" content="https?:\/\/[^"]+\/api\/images\/products\/aq-1\.webp"/);
    expect(head).toContain('name="keywords" content="Air Quality, Air Quality sensors, LoRaWAN, IoT sensors"');
    expect(jsonLd(head)).toMatchObject({
      "@type": "Product",
      name: "AQ-1 Air Monitor",
      sku: "AQ-1",
      offers: { priceCurrency: "USD", price: "249.50", availability: "https://schema.org/InStock" },
    });
    // The product itself, in the public read shape, for the app to show without another call.
    const embedded = /<script type="application\/json" id="product-data">(.*?)<\/script>/.exec(head)?.[1];
    const fromApi = await (await fetch(api.url(`/api/products/${id}`))).json();
    expect(JSON.parse(embedded ?? "null")).toEqual(fromApi);
  });

  it("uses PROD-{id} without a model and is out of stock unless Available", async () => {
    const id = randomId();
    await putProduct(id, { availability: "Out of Stock", currency: "EUR", price: "10" });
    const ld = jsonLd(await (await fetch(api.url(`/products/${id}`))).text());
    expect(ld).toMatchObject({ sku: `PROD-${id}`, offers: { priceCurrency: "EUR", price: "10.00", availability: "https://schema.org/OutOfStock" } });

    const preOrder = randomId();
    await putProduct(preOrder, { availability: "Pre-order" });
    expect(jsonLd(await (await fetch(api.url(`/products/${preOrder}`))).text())).toMatchObject({ offers: { availability: "https://schema.org/PreOrder" } });
  });

  it("escapes everything it writes", async () => {
    const id = randomId();
    await putProduct(id, { name: '</title><script>alert("x")</script>', description: '"><img src=x onerror=alert(1)>', manufacturer: "A&B" });
    const html = await (await fetch(api.url(`/products/${id}`))).text();
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;/title&gt;&lt;script&gt;");
    expect(html).toContain("A&amp;B");
    expect(jsonLd(html)).toMatchObject({ name: '</title><script>alert("x")</script>' });
  });

  it("answers 404 with a noindex not-found head for an unknown, draft or malformed id", async () => {
    const draft = randomId();
    await putProduct(draft, { isPublished: false });
    for (const path of [`/products/${draft}`, "/products/999999999", "/products/not-a-number"]) {
      const response = await fetch(api.url(path));
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain("<title data-server-head>Product Not Found</title>");
      expect(html).toContain('name="robots" content="noindex"');
      expect(html).not.toContain("application/ld+json");
    }
  });
});
