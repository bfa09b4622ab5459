import { describe, expect, it } from "vitest";
import { send, signedInApiForFile, unique } from "./helpers.js";

const signedIn = signedInApiForFile();

type Product = Record<string, unknown> & { id: number };
const minimal = () => ({ name: `Sensor ${unique()}`, manufacturer: "Acme", description: "Measures things" });
const post = (body: unknown) => send(signedIn.api, "POST", "/api/admin/products", { cookie: signedIn.admin, body });

describe("POST /api/admin/products", () => {
  it("creates a product with the defaults of spec 9.1 and numeric ids in order", async () => {
    const first = await post(minimal());
    expect(first.status).toBe(201);
    const product = (await first.json()) as Product;
    expect(product).toMatchObject({
      currency: "USD",
      availability: "Available",
      minOrderQty: 1,
      sortOrder: 0,
      isActive: true,
      isFeatured: false,
      isPublished: false,
      lorawan: true,
      price: null,
      features: [],
      tags: [],
      connectivity: [],
      certifications: [],
      specifications: {},
      category: null,
      categoryId: null,
    });
    expect(product.createdAt).toEqual(product.updatedAt);
    const second = (await (await post(minimal())).json()) as Product;
    expect(second.id).toBeGreaterThan(product.id);
  });

  it("applies the standard specification keys to their fields and fills category from categoryId", async () => {
    const category = (await (
      await send(signedIn.api, "POST", "/api/admin/categories", { cookie: signedIn.admin, body: { name: `Cat ${unique()}` } })
    ).json()) as {
      id: number;
      name: string;
    };
    const response = await post({
      ...minimal(),
      manufacturer: "Old",
      price: "49.9",
      currency: "eur",
      categoryId: String(category.id),
      category: "ignored",
      features: ["IP67", " ", "LoRaWAN 1.0.3"],
      specifications: { Manufacturer: "Milesight", Range: "15 km", "Battery Life": "10 years", Colour: "Grey", "": "dropped", Blank: " " },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      manufacturer: "Milesight",
      range: "15 km",
      batteryLife: "10 years",
      price: "49.90",
      currency: "EUR",
      categoryId: category.id,
      category: category.name,
      features: ["IP67", "LoRaWAN 1.0.3"],
      specifications: { Manufacturer: "Milesight", Range: "15 km", "Battery Life": "10 years", Colour: "Grey" },
    });
  });

  it.each([
    ["a missing name", { name: undefined }, "name"],
    ["a blank manufacturer", { manufacturer: " " }, "manufacturer"],
    ["a price with 3 decimals", { price: "1.234" }, "price"],
    ["a price that is not a number", { price: "cheap" }, "price"],
    ["a list that is not of strings", { tags: [1, 2] }, "tags.0"],
    ["a stock that is not whole", { stock: 2.5 }, "stock"],
    ["an unknown category", { categoryId: 987654321 }, "categoryId"],
  ])("answers 400 with issues for %s", async (_name, change, path) => {
    const response = await post({ ...minimal(), ...change });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; issues: { path: string }[] };
    expect(body.message).toBe("Invalid request");
    expect(body.issues.map((issue) => issue.path)).toContain(path);
  });

  it("turns an empty price into null", async () => {
    expect(await (await post({ ...minimal(), price: "" })).json()).toMatchObject({ price: null });
  });
});

describe("PUT, PATCH publish and DELETE /api/admin/products/{id}", () => {
  it("replaces the fields, keeps createdAt and answers 404 for an unknown product", async () => {
    const created = (await (await post({ ...minimal(), tags: ["a"] })).json()) as Product;
    const name = `Renamed ${unique()}`;
    const response = await send(signedIn.api, "PUT", `/api/admin/products/${created.id}`, {
      cookie: signedIn.admin,
      body: { ...minimal(), name, isActive: false },
    });
    expect(response.status).toBe(200);
    const updated = (await response.json()) as Product;
    expect(updated).toMatchObject({ id: created.id, name, isActive: false, tags: [], createdAt: created.createdAt });
    expect(String(updated.updatedAt) >= String(created.updatedAt)).toBe(true);
    expect((await send(signedIn.api, "PUT", "/api/admin/products/99999999", { cookie: signedIn.admin, body: minimal() })).status).toBe(404);
  });

  it("publishes: the product appears in the public catalogue only when published and active", async () => {
    const created = (await (await post(minimal())).json()) as Product;
    expect((await fetch(signedIn.api.url(`/api/products/${created.id}`))).status).toBe(404);

    const publish = await send(signedIn.api, "PATCH", `/api/admin/products/${created.id}/publish`, { cookie: signedIn.admin, body: { isPublished: true } });
    expect(publish.status).toBe(200);
    expect(await publish.json()).toMatchObject({ id: created.id, isPublished: true });
    expect((await fetch(signedIn.api.url(`/api/products/${created.id}`))).status).toBe(200);

    const admins = (await (await send(signedIn.api, "GET", "/api/admin/products", { cookie: signedIn.admin })).json()) as Product[];
    expect(admins.some((p) => p.id === created.id && p.isPublished === true)).toBe(true);

    expect(
      (await send(signedIn.api, "PATCH", `/api/admin/products/${created.id}/publish`, { cookie: signedIn.admin, body: { isPublished: "yes" } })).status,
    ).toBe(400);
    expect((await send(signedIn.api, "PATCH", "/api/admin/products/99999999/publish", { cookie: signedIn.admin, body: { isPublished: true } })).status).toBe(
      404,
    );
  });

  it("the admin list includes drafts", async () => {
    const draft = (await (await post(minimal())).json()) as Product;
    const admins = (await (await send(signedIn.api, "GET", "/api/admin/products", { cookie: signedIn.admin })).json()) as Product[];
    expect(admins.map((p) => p.id)).toContain(draft.id);
  });

  it("deletes, then answers 404", async () => {
    const created = (await (await post(minimal())).json()) as Product;
    const response = await send(signedIn.api, "DELETE", `/api/admin/products/${created.id}`, { cookie: signedIn.admin });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Product deleted" });
    expect((await send(signedIn.api, "DELETE", `/api/admin/products/${created.id}`, { cookie: signedIn.admin })).status).toBe(404);
    expect((await send(signedIn.api, "DELETE", "/api/admin/products/abc", { cookie: signedIn.admin })).status).toBe(400);
  });
});
