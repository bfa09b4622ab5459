import { brotliDecompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { putProduct, rawGet, signedInCookies, type TestApi } from "./helpers.js";
import { head, startPagesApi } from "./pages.js";

// The pages the function renders with React Router's request handler (decision 021), against the
// test Firestore: status, cache headers, head tags from each route's meta, and the page's content
// in the HTML. What the browser then does with them is in the e2e tests.
let api: TestApi;
beforeAll(async () => {
  api = await startPagesApi();
});
afterAll(async () => {
  await api?.close();
});

const randomId = () => 600000 + Math.floor(Math.random() * 90000);

function productJsonLd(html: string): Record<string, unknown> {
  const blocks = [...head(html).matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  const product = blocks.filter((block) => block["@type"] === "Product");
  expect(product).toHaveLength(1);
  return product[0]!;
}

describe("GET /products/{id}", () => {
  it("renders the product with its title, description, canonical, image and Product JSON-LD, once each", { timeout: 60_000 }, async () => {
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
    expect(head(html).match(/<title>/g)).toHaveLength(1);
    expect(head(html)).toContain("<title>AQ-1 Air Monitor by Airvane | LoRaWAN Product Module</title>");
    expect(head(html)).toContain('name="description" content="Indoor CO2 and VOC monitor."');
    expect(head(html).match(/rel="canonical"/g)).toHaveLength(1);
    expect(head(html)).toMatch(new RegExp(`rel="canonical" href="https?://[^"]+/products/${id}"`));
    // Shared as its 1200 x 630 card (decision 082); the JSON-LD keeps the photo itself.
    expect(head(html)).toMatch(/property="og:image" content="https?:\/\/[^"]+\/api\/images\/social\/of\/products\/aq-1\.webp\.jpg"/);
    expect(head(html)).toContain('property="og:image:width" content="1200"');
    // A complete Twitter card (issue 47): its own title, description and the same image.
    expect(head(html)).toContain('name="twitter:title" content="AQ-1 Air Monitor by Airvane | LoRaWAN Product Module"');
    expect(head(html)).toContain('name="twitter:description" content="Indoor CO2 and VOC monitor."');
    expect(head(html)).toMatch(/name="twitter:image" content="https?:\/\/[^"]+\/api\/images\/social\/of\/products\/aq-1\.webp\.jpg"/);
    expect(head(html)).toContain('name="keywords" content="Air Quality, Air Quality sensors, LoRaWAN, IoT sensors"');
    expect(productJsonLd(html)).toMatchObject({
      "@type": "Product",
      name: "AQ-1 Air Monitor",
      image: [expect.stringMatching(/\/api\/images\/products\/aq-1\.webp$/)],
      sku: "AQ-1",
      offers: { priceCurrency: "USD", price: "249.50", availability: "https://schema.org/InStock" },
    });
    // The page itself, before any script: the product's heading.
    expect(html).toMatch(/<h1[^>]*>AQ-1 Air Monitor<\/h1>/);
    // No router runtime: the one inline script is the page loader (decision 046), which starts the islands' entry.
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
    const inline = scripts.filter((attributes) => !attributes.includes('type="application/ld+json"') && !attributes.includes("src="));
    expect(inline).toHaveLength(1);
    expect(inline[0]).toMatch(/^ data-entry="[^"]*entry\.client[^"]*"$/);
  });

  it("uses PROD-{id} without a model and is out of stock unless Available", async () => {
    const id = randomId();
    await putProduct(id, { availability: "Out of Stock", currency: "EUR", price: "10" });
    expect(productJsonLd(await (await fetch(api.url(`/products/${id}`))).text())).toMatchObject({
      sku: `PROD-${id}`,
      offers: { priceCurrency: "EUR", price: "10.00", availability: "https://schema.org/OutOfStock" },
    });
    const preOrder = randomId();
    await putProduct(preOrder, { availability: "Pre-order", price: "20" });
    expect(productJsonLd(await (await fetch(api.url(`/products/${preOrder}`))).text())).toMatchObject({
      offers: { availability: "https://schema.org/PreOrder" },
    });
  });

  it("says Price on request for a product without a price, with no Offer, and claims no stock it was not told of", async () => {
    const unpriced = randomId();
    await putProduct(unpriced, { price: null, availability: null });
    const html = await (await fetch(api.url(`/products/${unpriced}`))).text();
    expect(productJsonLd(html).offers).toBeUndefined();
    expect(html).toContain(">Price on request<");
    expect(html).not.toContain("InStock");
    expect(html).toContain(">Availability on request<");

    const pricedUnknown = randomId();
    await putProduct(pricedUnknown, { price: "15", availability: null });
    const offers = productJsonLd(await (await fetch(api.url(`/products/${pricedUnknown}`))).text()).offers as Record<string, unknown>;
    // Every Offer says its availability (issue 47); not stated is never InStock (decision 102).
    expect(offers).toMatchObject({ "@type": "Offer", price: "15.00", availability: "https://schema.org/OutOfStock" });
  });

  it("escapes everything it writes", async () => {
    const id = randomId();
    await putProduct(id, { name: '</title><script>alert("x")</script>', description: '"><img src=x onerror=alert(1)>', manufacturer: "A&B" });
    const html = await (await fetch(api.url(`/products/${id}`))).text();
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;/title&gt;&lt;script&gt;");
    expect(html).toContain("A&amp;B");
    expect(productJsonLd(html)).toMatchObject({ name: '</title><script>alert("x")</script>' });
  });

  it("answers 404 with the whole not-found page and a noindex head for an unknown, draft or malformed id", async () => {
    const draft = randomId();
    await putProduct(draft, { isPublished: false });
    for (const path of [`/products/${draft}`, "/products/999999999", "/products/not-a-number"]) {
      const response = await fetch(api.url(path));
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(head(html)).toContain("<title>Product Not Found</title>");
      expect(head(html)).toContain('name="robots" content="noindex"');
      expect(html).not.toContain('"@type":"Product"');
      expect(html).toMatch(/<h1[^>]*>Product Not Found<\/h1>/);
      expect(html).toContain('href="/marketplace"');
    }
  });
});

describe("GET /marketplace", () => {
  it("renders the results the address asks for, every view asking again, with one document read while the catalogue is unchanged", async () => {
    const id = randomId();
    await putProduct(id, { name: `Marketplace probe ${id}`, manufacturer: "Probe Works" });
    await fetch(api.url("/api/products"));
    const response = await fetch(api.url(`/marketplace?q=probe+${id}`));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
    expect(response.headers.get("x-firestore-reads")).toBe("1");
    const html = await response.text();
    expect(html).toContain("1 device found");
    expect(html).toContain(`Marketplace probe ${id}`);
  });

  it("sends the page in brotli to a browser that accepts it, as Hosting sends its files", async () => {
    const plain = await (await fetch(api.url("/marketplace"), { headers: { "Accept-Encoding": "identity" } })).text();
    const { status, headers, body } = await rawGet(api, "/marketplace", { "Accept-Encoding": "gzip, deflate, br, zstd" });
    expect(status).toBe(200);
    expect(headers["content-encoding"]).toBe("br");
    expect(headers.vary).toMatch(/Accept-Encoding/);
    const html = brotliDecompressSync(body).toString("utf8");
    // The same page (the emulated catalogue's version may have moved on between the two requests).
    expect(html).toContain("<h1");
    expect(html.length).toBeGreaterThan(plain.length * 0.9);
    expect(body.length).toBeLessThan(gzipSync(html).length);
  });
});

describe("GET /", () => {
  it("renders the catalogue's first 4 products, only what their cards show, every view asking again", async () => {
    const id = randomId();
    await putProduct(id, { name: `Home probe ${id}`, specifications: { "Probe key": "Probe value" } });
    const catalogue = (await (await fetch(api.url("/api/products"))).json()) as { name: string }[];
    const response = await fetch(api.url("/"));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
    expect(response.headers.get("x-firestore-reads")).toBe("1");
    const html = await response.text();
    // The newest first (spec 7): the probe is featured, with only its card's fields in the island's props.
    expect(html).toContain(`<h3>Home probe ${id}</h3>`);
    // One View Details link per product card.
    expect(html.match(/aria-label="View details of /g)).toHaveLength(4);
    const options = /data-island="FeaturedSensors" data-island-options="([^"]*)"/.exec(html)?.[1] ?? "";
    const unescaped = options.replace(/&(quot|lt|gt|#x27|amp);/g, (_, name: string) => ({ quot: '"', lt: "<", gt: ">", "#x27": "'", amp: "&" })[name]!);
    const { products } = (JSON.parse(unescaped) as { props: { products: Record<string, unknown>[] } }).props;
    expect(products.map((product) => product.name)).toEqual(catalogue.slice(0, 4).map((product) => product.name));
    expect(products[0]).not.toHaveProperty("specifications");
  });
});

describe("GET /products and unknown paths", () => {
  it("moves /products to /marketplace for good, its query kept", async () => {
    const response = await fetch(api.url("/products?category=Air%20Quality&sort=name"), { redirect: "manual" });
    expect(response.status).toBe(301);
    const location = new URL(response.headers.get("location")!, "http://site");
    expect(location.pathname).toBe("/marketplace");
    expect([...location.searchParams]).toEqual([
      ["category", "Air Quality"],
      ["sort", "name"],
    ]);
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("answers an unknown path 404 with the not-found page, without a canonical", async () => {
    const response = await fetch(api.url("/no/such/page"));
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(head(html)).toContain("<title>404 Page Not Found</title>");
    expect(head(html)).not.toContain('rel="canonical"');
    expect(html).toContain("Did you forget to add the page to the router?");
  });

  it("leaves /api to the API: an unknown API path is JSON", async () => {
    const response = await fetch(api.url("/api/no-such-thing"));
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  });
});

describe("GET /products/{id}?preview (issue 21)", () => {
  it("shows a signed-in admin a draft as last saved, marked, uncached and noindex; anyone else the public answer, uncached", { timeout: 60_000 }, async () => {
    const id = randomId();
    await putProduct(id, { name: "Draft Preview Probe", isPublished: false });
    const { adminCookie, userCookie } = await signedInCookies(api);

    const preview = await fetch(api.url(`/products/${id}?preview`), { headers: { Cookie: adminCookie } });
    expect(preview.status).toBe(200);
    expect(preview.headers.get("cache-control")).toBe("private, no-store");
    expect(preview.headers.get("x-robots-tag")).toBe("noindex");
    const html = await preview.text();
    expect(html).toContain("Draft Preview Probe");
    expect(html).toContain("It is a draft: buyers cannot see it until it is published.");
    expect(head(html)).toContain('<meta name="robots" content="noindex"/>');

    for (const cookie of [userCookie, undefined]) {
      const other = await fetch(api.url(`/products/${id}?preview`), { headers: cookie ? { Cookie: cookie } : {} });
      expect(other.status).toBe(404);
      expect(other.headers.get("cache-control")).toBe("private, no-store");
      expect(await other.text()).not.toContain("Draft Preview Probe");
    }
    // The public page of a draft stays a 404.
    expect((await fetch(api.url(`/products/${id}`), { headers: { Cookie: adminCookie } })).status).toBe(404);
  });
});
