import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { putProduct, startApi, type TestApi } from "./helpers.js";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe("GET /api/products (public catalogue)", () => {
  it("lists only published, active products in the read shape of spec 3.2", async () => {
    const base = 900000 + Math.floor(Math.random() * 90000);
    await putProduct(base, { price: "12.50", specifications: { Range: "15 km" }, features: ["IP67"] });
    await putProduct(base + 1, { isPublished: false });
    await putProduct(base + 2, { isActive: false });

    const response = await fetch(api.url("/api/products"));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=60, s-maxage=300");
    // fetch asks for gzip and decodes it: the catalogue travels compressed.
    expect(response.headers.get("content-encoding")).toBe("gzip");
    const products = (await response.json()) as Record<string, unknown>[];
    const ids = products.map((p) => p.id);
    expect(ids).toContain(base);
    expect(ids).not.toContain(base + 1);
    expect(ids).not.toContain(base + 2);

    const product = products.find((p) => p.id === base)!;
    expect(product).toMatchObject({
      price: "12.50",
      currency: "USD",
      availability: "Available",
      lorawan: true,
      specifications: { Range: "15 km" },
      features: ["IP67"],
      tags: [],
    });
    expect(product).not.toHaveProperty("isPublished");
  });
});

describe("GET /api/products/{id}", () => {
  it("answers a published product", async () => {
    const id = 800000 + Math.floor(Math.random() * 90000);
    await putProduct(id, { name: "Visible" });
    const response = await fetch(api.url(`/api/products/${id}`));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id, name: "Visible" });
  });

  it("answers 404 JSON for a draft or unknown product", async () => {
    const id = 700000 + Math.floor(Math.random() * 90000);
    await putProduct(id, { isPublished: false });
    for (const path of [`/api/products/${id}`, "/api/products/999999999"]) {
      const response = await fetch(api.url(path));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "Product not found" });
    }
  });

  it("answers 400 for an id that is not a number", async () => {
    const response = await fetch(api.url("/api/products/abc"));
    expect(response.status).toBe(400);
  });
});

describe("unknown API paths", () => {
  it("answer 404 JSON", async () => {
    const response = await fetch(api.url("/api/nope"));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Unknown API path" });
  });
});
