import { describe, expect, it } from "vitest";
import type { Revision } from "@lorawan/contracts/history";
import { send, signedInApiForFile, unique } from "./helpers.js";

// Issue 49: every write of a product, news article or category keeps a revision (who, when, what
// changed, before and after); restore puts the record back as it was before a revision, as a new,
// version-checked write (decision 105).
const file = signedInApiForFile();

type Product = { id: number; name: string; price: string | null; isPublished: boolean; categoryId: number | null; category: string | null; updatedAt: string };
const productBody = (fields: Record<string, unknown> = {}) => ({
  name: `History ${unique()}`,
  manufacturer: "Acme",
  description: "A sensor",
  price: "10.00",
  ...fields,
});

async function json<T>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}
const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  send(file.api, method, path, { cookie: file.admin, body, headers });
const createProduct = async (fields: Record<string, unknown> = {}) => json<Product>(await call("POST", "/api/admin/products", productBody(fields)), 201);
const save = async (product: Product, fields: Record<string, unknown>) =>
  json<Product>(
    await call(
      "PUT",
      `/api/admin/products/${product.id}`,
      { ...productBody({ name: product.name, price: product.price }), ...fields },
      { "Base-Version": product.updatedAt },
    ),
  );
const revisionsOf = async (kind: string, id: number) =>
  (await json<{ revisions: Revision[] }>(await call("GET", `/api/admin/${kind}/${id}/revisions`))).revisions;
const change = (revision: Revision, field: string) => revision.changes.find((c) => c.field === field);

describe("revisions", () => {
  it("keeps a revision per write with the admin, the action and each changed field's old and new value", async () => {
    const created = await createProduct({ price: "10.00" });
    const first = await save(created, { price: "12.50" });
    const second = await save(first, { price: "15.00" });
    const published = await json<Product>(
      await call("PATCH", `/api/admin/products/${created.id}/publish`, { isPublished: true }, { "Base-Version": second.updatedAt }),
    );

    const revisions = await revisionsOf("products", created.id);
    expect(revisions.map((r) => r.action)).toEqual(["publish", "save", "save", "create"]);
    const [publish, saveB, saveA, create] = revisions as [Revision, Revision, Revision, Revision];
    expect(saveA.changes).toEqual([{ field: "price", before: "10.00", after: "12.50" }]);
    expect(saveB.changes).toEqual([{ field: "price", before: "12.50", after: "15.00" }]);
    expect(change(publish, "isPublished")).toEqual({ field: "isPublished", before: false, after: true });
    expect(change(create, "name")).toEqual({ field: "name", before: null, after: created.name });
    expect(saveA.by.email).toMatch(/^admin-.*@example\.com$/);
    expect(saveA.by.uid).not.toBe("");
    expect(publish.version).toBe(published.updatedAt);
    expect(saveA.version).toBe(first.updatedAt);
    for (const r of revisions) expect(r).toMatchObject({ kind: "products", recordId: created.id });
  });

  it("gives an edit made offline and sent later the time it was sent", async () => {
    const created = await createProduct();
    // The outbox sends the version the device read; nothing changed on the server since.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const sentAfter = Date.now();
    await save(created, { price: "99.00" });
    const [latest] = await revisionsOf("products", created.id);
    expect(latest!.action).toBe("save");
    expect(Date.parse(latest!.at)).toBeGreaterThanOrEqual(sentAfter - 5);
    expect(Date.parse(latest!.at)).toBeGreaterThan(Date.parse(created.updatedAt));
  });

  it("keeps the last 50 revisions of a record", async () => {
    let product = await createProduct({ price: "1.00" });
    for (let i = 2; i <= 55; i++) product = await save(product, { price: `${i}.00` });
    const revisions = await revisionsOf("products", product.id);
    expect(revisions).toHaveLength(50);
    expect(change(revisions[0]!, "price")).toEqual({ field: "price", before: "54.00", after: "55.00" });
    expect(change(revisions[49]!, "price")).toEqual({ field: "price", before: "5.00", after: "6.00" });
    expect(revisions.every((r) => r.action === "save")).toBe(true);
  });

  it("keeps revisions of news articles and categories, a category's delete included", async () => {
    const article = await json<{ id: number; title: string; updatedAt: string }>(
      await call("POST", "/api/admin/news", { title: `News ${unique()}`, excerpt: "E", content: "C", category: "Updates", isPublished: false }),
      201,
    );
    await json(
      await call(
        "PUT",
        `/api/admin/news/${article.id}`,
        { title: article.title, excerpt: "Changed", content: "C", category: "Updates", isPublished: false },
        { "Base-Version": article.updatedAt },
      ),
    );
    const news = await revisionsOf("news", article.id);
    expect(news.map((r) => r.action)).toEqual(["save", "create"]);
    expect(change(news[0]!, "excerpt")).toEqual({ field: "excerpt", before: "E", after: "Changed" });

    const category = await json<{ id: number; name: string; updatedAt: string }>(await call("POST", "/api/admin/categories", { name: `Cat ${unique()}` }), 201);
    await json(await call("PUT", `/api/admin/categories/${category.id}`, { name: `${category.name} 2` }, { "Base-Version": category.updatedAt }));
    const saved = await revisionsOf("categories", category.id);
    expect(change(saved[0]!, "name")).toEqual({ field: "name", before: category.name, after: `${category.name} 2` });
    await json(await call("DELETE", `/api/admin/categories/${category.id}`));
    // The category is gone for good (not trashed): its history is no longer an address.
    expect((await call("GET", `/api/admin/categories/${category.id}/revisions`)).status).toBe(404);
  });

  it("records a bulk action as one revision per product sharing a batch id", async () => {
    const [a, b] = [await createProduct(), await createProduct()];
    await json(await call("POST", "/api/admin/products/bulk", { ids: [a.id, b.id], action: "publish" }));
    const [ra, rb] = [(await revisionsOf("products", a.id))[0]!, (await revisionsOf("products", b.id))[0]!];
    expect(ra).toMatchObject({ action: "bulk-publish", changes: [{ field: "isPublished", before: false, after: true }] });
    expect(rb.batchId).toBe(ra.batchId);
    expect(ra.version).toBe((await json<Product>(await call("GET", `/api/admin/products/${a.id}`))).updatedAt);
  });

  it("numbers a record's revisions on through bulk actions and a trip through the trash, and never answers the number", async () => {
    const created = await createProduct();
    const saved = await save(created, { price: "11.00" });
    await json(await call("POST", "/api/admin/products/bulk", { ids: [created.id], action: "unpublish" }));
    const afterBulk = await json<Product>(await call("GET", `/api/admin/products/${created.id}`));
    expect(afterBulk).not.toHaveProperty("revisionSeq");
    const second = await save(afterBulk, { price: "12.00" });
    await json(await call("DELETE", `/api/admin/products/${created.id}`, undefined, { "Base-Version": second.updatedAt }));
    await json(await call("POST", "/api/admin/trash/restore", { items: [{ kind: "products", id: created.id }] }));
    const restored = await json<Product>(await call("GET", `/api/admin/products/${created.id}`));
    await save(restored, { price: "13.00" });
    const own = (await revisionsOf("products", created.id)).filter((r) => !r.batchId).map((r) => r.id);
    expect(own).toEqual(["r5", "r4", "r3", "r2", "r1"]);
    expect(saved).not.toHaveProperty("revisionSeq");
  });

  it("answers 404 for an unknown record and 400 for a bad id", async () => {
    expect((await call("GET", "/api/admin/products/99999999/revisions")).status).toBe(404);
    const bad = await call("GET", "/api/admin/products/abc/revisions");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: "Invalid request", issues: [{ path: "id" }] });
  });
});

describe("restore", () => {
  it("brings the price back from before the first of two edits, and a third revision says so", async () => {
    const created = await createProduct({ price: "10.00" });
    const first = await save(created, { price: "12.50" });
    const second = await save(first, { price: "15.00" });
    const [, revA] = (await revisionsOf("products", created.id)) as [Revision, Revision];

    const restored = await json<Product>(
      await call("POST", `/api/admin/products/${created.id}/restore`, { revisionId: revA.id }, { "Base-Version": second.updatedAt }),
    );
    expect(restored.price).toBe("10.00");
    expect(Date.parse(restored.updatedAt)).toBeGreaterThan(Date.parse(second.updatedAt));
    expect((await json<Product>(await call("GET", `/api/admin/products/${created.id}`))).price).toBe("10.00");

    const [latest] = await revisionsOf("products", created.id);
    expect(latest).toMatchObject({
      action: "restore",
      restoredFrom: revA.id,
      changes: [{ field: "price", before: "15.00", after: "10.00" }],
      version: restored.updatedAt,
    });
  });

  it("undoes a bulk category change", async () => {
    const product = await createProduct();
    const category = await json<{ id: number; name: string }>(await call("POST", "/api/admin/categories", { name: `Restore ${unique()}` }), 201);
    await json(await call("POST", "/api/admin/products/bulk", { ids: [product.id], action: "setCategory", categoryId: category.id }));
    const [bulk] = await revisionsOf("products", product.id);
    const restored = await json<Product>(await call("POST", `/api/admin/products/${product.id}/restore`, { revisionId: bulk!.id }));
    expect(restored).toMatchObject({ categoryId: null, category: null });
  });

  it("is a conflict, not an overwrite, when the product changed meanwhile", async () => {
    const created = await createProduct({ price: "10.00" });
    const first = await save(created, { price: "12.50" });
    const [revA] = await revisionsOf("products", created.id);
    const theirs = await save(first, { price: "20.00" });
    const response = await call("POST", `/api/admin/products/${created.id}/restore`, { revisionId: revA!.id }, { "Base-Version": first.updatedAt });
    const answer = await json<{ message: string; current: Product }>(response, 409);
    expect(answer.current).toMatchObject({ price: "20.00", updatedAt: theirs.updatedAt });
    expect((await json<Product>(await call("GET", `/api/admin/products/${created.id}`))).price).toBe("20.00");
    expect((await revisionsOf("products", created.id))[0]!.action).toBe("save");
  });

  it("restores a news article and a category", async () => {
    const article = await json<{ id: number; title: string; updatedAt: string }>(
      await call("POST", "/api/admin/news", { title: `News ${unique()}`, excerpt: "Old", content: "C", category: "Updates", isPublished: false }),
      201,
    );
    await json(
      await call("PUT", `/api/admin/news/${article.id}`, { title: article.title, excerpt: "New", content: "C", category: "Updates", isPublished: false }),
    );
    const [edit] = await revisionsOf("news", article.id);
    expect(await json(await call("POST", `/api/admin/news/${article.id}/restore`, { revisionId: edit!.id }))).toMatchObject({ excerpt: "Old" });

    const category = await json<{ id: number; name: string }>(await call("POST", "/api/admin/categories", { name: `Cat ${unique()}` }), 201);
    await json(await call("PUT", `/api/admin/categories/${category.id}`, { name: `${category.name} renamed` }));
    const [rename] = await revisionsOf("categories", category.id);
    expect(await json(await call("POST", `/api/admin/categories/${category.id}/restore`, { revisionId: rename!.id }))).toMatchObject({ name: category.name });
  });

  it("refuses bad input with 400 and unknown records or revisions with 404", async () => {
    const product = await createProduct();
    const [create] = await revisionsOf("products", product.id);
    const missingBody = await call("POST", `/api/admin/products/${product.id}/restore`, {});
    expect(missingBody.status).toBe(400);
    expect(await missingBody.json()).toMatchObject({ message: "Invalid request", issues: [{ path: "revisionId" }] });
    expect((await call("POST", `/api/admin/products/${product.id}/restore`, { revisionId: create!.id })).status).toBe(400);
    expect((await call("POST", `/api/admin/products/${product.id}/restore`, { revisionId: "r999" })).status).toBe(404);
    expect((await call("POST", "/api/admin/products/99999999/restore", { revisionId: "r1" })).status).toBe(404);
    expect((await call("POST", `/api/admin/products/${product.id}/restore`, { revisionId: "r1" }, { "Base-Version": "yesterday" })).status).toBe(400);
  });

  it("is for admins only", async () => {
    const product = await createProduct();
    expect((await send(file.api, "GET", `/api/admin/products/${product.id}/revisions`)).status).toBe(401);
    expect((await send(file.api, "POST", `/api/admin/products/${product.id}/restore`, { body: { revisionId: "r1" } })).status).toBe(401);
  });
});
