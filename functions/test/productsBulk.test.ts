import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, signedInCookies, startApi, unique, type TestApi } from "./helpers.js";

// Issue 21: POST /api/admin/products/bulk applies one action to many products in one request, all
// or nothing, and checks the versions the admin's list showed (decision 030).
let api: TestApi;
let admin: string;
let user: string;
beforeAll(async () => {
  api = await startApi();
  ({ adminCookie: admin, userCookie: user } = await signedInCookies(api));
});
afterAll(() => api.close());

type Product = { id: number; name: string; isPublished: boolean; category: string | null; categoryId: number | null; updatedAt: string };

async function createProducts(count: number, fields: Record<string, unknown> = {}): Promise<Product[]> {
  const created: Product[] = [];
  for (let i = 0; i < count; i++) {
    const response = await send(api, "POST", "/api/admin/products", { cookie: admin, body: { name: `Bulk ${unique()}`, manufacturer: "Acme", description: "Bulk probe", ...fields } });
    created.push((await response.json()) as Product);
  }
  return created;
}

const bulk = (body: unknown, cookie = admin) => send(api, "POST", "/api/admin/products/bulk", { cookie, body });
const get = async (id: number) => (await (await send(api, "GET", `/api/admin/products/${id}`, { cookie: admin })).json()) as Product;
const publicIds = async () => ((await (await fetch(api.url("/api/products"))).json()) as { id: number }[]).map((p) => p.id);

describe("POST /api/admin/products/bulk", () => {
  it("unpublishes two products in one request and says how many", async () => {
    const products = await createProducts(2, { isPublished: true });
    expect(await publicIds()).toEqual(expect.arrayContaining(products.map((p) => p.id)));
    const response = await bulk({ ids: products.map((p) => p.id), action: "unpublish", versions: Object.fromEntries(products.map((p) => [p.id, p.updatedAt])) });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { message: string; count: number; products: Product[] };
    expect(answer).toMatchObject({ message: "Unpublished 2 products", count: 2 });
    // Issue 31: the answer carries each product's new version, the one a next write is based on.
    for (const p of products) {
      const stored = await get(p.id);
      expect(stored.isPublished).toBe(false);
      expect(answer.products.find((a) => a.id === p.id)).toMatchObject({ isPublished: false, updatedAt: stored.updatedAt });
      expect(stored.updatedAt).not.toBe(p.updatedAt);
    }
    // The public catalogue (cached by its version) no longer lists them.
    const visible = await publicIds();
    for (const p of products) expect(visible).not.toContain(p.id);
  });

  it("publishes, moves to a category and deletes", async () => {
    const products = await createProducts(2);
    const ids = products.map((p) => p.id);
    expect((await bulk({ ids, action: "publish" })).status).toBe(200);
    for (const id of ids) expect((await get(id)).isPublished).toBe(true);

    const category = (await (await send(api, "POST", "/api/admin/categories", { cookie: admin, body: { name: `Bulk Cat ${unique()}` } })).json()) as { id: number; name: string };
    expect((await bulk({ ids, action: "setCategory", categoryId: category.id })).status).toBe(200);
    for (const id of ids) expect(await get(id)).toMatchObject({ categoryId: category.id, category: category.name });
    expect((await bulk({ ids, action: "setCategory", categoryId: "none" })).status).toBe(200);
    for (const id of ids) expect(await get(id)).toMatchObject({ categoryId: null, category: null });

    const deleted = await bulk({ ids, action: "delete" });
    expect(await deleted.json()).toEqual({ message: "Deleted 2 products", count: 2, products: [] });
    for (const id of ids) expect((await send(api, "GET", `/api/admin/products/${id}`, { cookie: admin })).status).toBe(404);
  });

  it("is all or nothing: an unknown id, a changed product or an unknown category changes none", async () => {
    const products = await createProducts(2, { isPublished: true });
    const ids = products.map((p) => p.id);

    const unknown = await bulk({ ids: [...ids, 999_999_999], action: "unpublish" });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { missing: number[] }).missing).toEqual([999_999_999]);

    // One of them changes after the admin's list was loaded.
    const changed = await send(api, "PATCH", `/api/admin/products/${ids[1]}/publish`, { cookie: admin, body: { isPublished: true } });
    expect(changed.status).toBe(200);
    const stale = await bulk({ ids, action: "unpublish", versions: Object.fromEntries(products.map((p) => [p.id, p.updatedAt])) });
    expect(stale.status).toBe(409);
    const refusal = (await stale.json()) as { message: string; current: Product[] };
    expect(refusal.current.map((p) => p.id)).toEqual([ids[1]]);
    expect(refusal.message).toContain(products[1]!.name);

    const badCategory = await bulk({ ids, action: "setCategory", categoryId: 999_999_999 });
    expect(badCategory.status).toBe(400);

    for (const id of ids) expect(await get(id)).toMatchObject({ isPublished: true, categoryId: null });
  });

  it("refuses a malformed request with the reason, and a non-admin", async () => {
    const [product] = await createProducts(1);
    const cases: [unknown, string][] = [
      [{ ids: [], action: "publish" }, "Choose at least one product"],
      [{ ids: [product!.id, product!.id], action: "publish" }, "Each product may be chosen once"],
      [{ ids: [product!.id], action: "archive" }, "action must be one of publish, unpublish, setCategory, delete"],
      [{ ids: Array.from({ length: 401 }, (_, i) => i + 1), action: "publish" }, "At most 400 products at once"],
    ];
    for (const [body, message] of cases) {
      const response = await bulk(body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(((await response.json()) as { issues: { message: string }[] }).issues[0]!.message).toBe(message);
    }
    expect((await bulk({ ids: [product!.id], action: "delete" }, user)).status).toBe(403);
    expect((await send(api, "GET", `/api/admin/products/${product!.id}`, { cookie: admin })).status).toBe(200);
  });
});
