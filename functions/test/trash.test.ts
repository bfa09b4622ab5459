import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import type { Revision, TrashItem } from "@lorawan/contracts/history";
import { db } from "../src/firebase.js";
import { trashStore } from "../src/store/trash.js";
import { send, signedInApiForFile, unique } from "./helpers.js";

// Issue 49: deleting a product or news article (one or bulk) moves it to the trash, out of the
// public site, the sitemap and the feeds at once; the trash restores it exactly as it was, or
// removes it for good; a scheduled purge removes what has been there 30 days (decision 105).
const file = signedInApiForFile();

type Product = { id: number; name: string; isPublished: boolean; updatedAt: string } & Record<string, unknown>;

async function json<T>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}
const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  send(file.api, method, path, { cookie: file.admin, body, headers });
const createProduct = async (fields: Record<string, unknown> = {}) =>
  json<Product>(
    await call("POST", "/api/admin/products", {
      name: `Trash ${unique()}`,
      manufacturer: "Acme",
      description: "A sensor",
      price: "19.90",
      tags: ["indoor", "co2"],
      specifications: { Battery: "10 years" },
      isPublished: true,
      ...fields,
    }),
    201,
  );
const getProduct = (id: number) => call("GET", `/api/admin/products/${id}`);
const trashItems = async () => (await json<{ items: TrashItem[] }>(await call("GET", "/api/admin/trash"))).items;
const publicIds = async () => ((await (await fetch(file.api.url("/api/products"))).json()) as { id: number }[]).map((p) => p.id);
const sitemap = async () => (await fetch(file.api.url("/sitemap.xml"))).text();

/** Runs `task` over `items`, `width` at a time. */
async function inParallel<T, R>(items: readonly T[], width: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await task(items[i]!);
      }
    }),
  );
  return results;
}

describe("trash", () => {
  it("moves a deleted product out of the catalogue and the sitemap, and restores it exactly", async () => {
    const product = await createProduct();
    expect(await publicIds()).toContain(product.id);
    expect(await json(await call("DELETE", `/api/admin/products/${product.id}`, undefined, { "Base-Version": product.updatedAt }))).toEqual({
      message: "Product deleted",
    });

    expect((await getProduct(product.id)).status).toBe(404);
    expect(await publicIds()).not.toContain(product.id);
    expect(await sitemap()).not.toContain(`/products/${product.id}<`);
    const [item] = (await trashItems()).filter((i) => i.kind === "products" && i.id === product.id);
    expect(item).toMatchObject({ name: product.name, deletedBy: { email: expect.stringMatching(/^admin-/) as unknown } });
    expect(Date.now() - Date.parse(item!.deletedAt)).toBeLessThan(60_000);

    expect(await json(await call("POST", "/api/admin/trash/restore", { items: [{ kind: "products", id: product.id }] }))).toEqual({
      restored: [{ kind: "products", id: product.id }],
    });
    expect(await json(await getProduct(product.id))).toEqual(product);
    expect(await publicIds()).toContain(product.id);
    expect(await sitemap()).toContain(`/products/${product.id}<`);
    expect((await trashItems()).some((i) => i.id === product.id && i.kind === "products")).toBe(false);
    const revisions = (await json<{ revisions: Revision[] }>(await call("GET", `/api/admin/products/${product.id}/revisions`))).revisions;
    expect(revisions.map((r) => r.action).slice(0, 3)).toEqual(["restore-from-trash", "delete", "create"]);
  });

  it("keeps the delete version-checked and its answers as before", async () => {
    const product = await createProduct();
    expect((await call("DELETE", `/api/admin/products/${product.id}`, undefined, { "Base-Version": "2020-01-01T00:00:00.000Z" })).status).toBe(409);
    expect((await getProduct(product.id)).status).toBe(200);
    expect((await call("DELETE", "/api/admin/products/99999999")).status).toBe(404);
  });

  it("bulk deletes 450 products of two requests as one batch, and restores all of them, published state kept", { timeout: 300_000 }, async () => {
    const created = await inParallel(
      Array.from({ length: 450 }, (_, i) => i),
      4,
      (i) => createProduct({ isPublished: i % 3 !== 0, price: `${i}.00` }),
    );
    const before = await inParallel(created, 8, async (p) => json<Product>(await getProduct(p.id)));
    const batchId = `bulk-${unique()}`;
    const ids = created.map((p) => p.id);
    const versions = Object.fromEntries(created.map((p) => [p.id, p.updatedAt]));
    const first = await json<{ count: number }>(
      await call("POST", "/api/admin/products/bulk", { ids: ids.slice(0, 400), action: "delete", versions, batchId }),
    );
    const second = await json<{ count: number }>(await call("POST", "/api/admin/products/bulk", { ids: ids.slice(400), action: "delete", versions, batchId }));
    expect(first.count + second.count).toBe(450);

    const visible = new Set(await publicIds());
    expect(ids.filter((id) => visible.has(id))).toEqual([]);
    const map = await sitemap();
    expect(ids.filter((id) => map.includes(`/products/${id}<`))).toEqual([]);
    expect((await trashItems()).filter((item) => item.batchId === batchId)).toHaveLength(450);

    const restored = await json<{ restored: { kind: string; id: number }[] }>(await call("POST", "/api/admin/trash/restore", { batchId }));
    expect(restored.restored.map((r) => r.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    const after = await inParallel(created, 8, async (p) => json<Product>(await getProduct(p.id)));
    expect(after).toEqual(before);
    const published = new Set(await publicIds());
    expect(ids.filter((id, i) => published.has(id) !== (i % 3 !== 0))).toEqual([]);
  });

  it("refuses a bulk delete whose products changed, and changes nothing", async () => {
    const [a, b] = [await createProduct(), await createProduct()];
    const response = await call("POST", "/api/admin/products/bulk", {
      ids: [a.id, b.id],
      action: "delete",
      versions: { [a.id]: a.updatedAt, [b.id]: "2020-01-01T00:00:00.000Z" },
    });
    expect(response.status).toBe(409);
    expect((await getProduct(a.id)).status).toBe(200);
  });

  it("moves a news article out of the news pages, the feed and the sitemap, and back", async () => {
    const slug = `trash-${unique()}`;
    const article = await json<{ id: number; title: string; slug: string; updatedAt: string }>(
      await call("POST", "/api/admin/news", { title: `Trash ${unique()}`, slug, excerpt: "E", content: "C", category: "Updates", isPublished: true }),
      201,
    );
    const feed = async () => (await fetch(file.api.url("/news/rss.xml"))).text();
    expect(await feed()).toContain(slug);
    await json(await call("DELETE", `/api/admin/news/${article.id}`));
    expect(await feed()).not.toContain(slug);
    expect(await sitemap()).not.toContain(slug);
    expect((await trashItems()).find((i) => i.kind === "news" && i.id === article.id)).toMatchObject({ name: article.title });
    await json(await call("POST", "/api/admin/trash/restore", { items: [{ kind: "news", id: article.id }] }));
    expect(await feed()).toContain(slug);
  });

  it("empties chosen items for good, revisions included, and says how many", async () => {
    const product = await createProduct();
    await json(await call("DELETE", `/api/admin/products/${product.id}`));
    expect(await json(await call("POST", "/api/admin/trash/empty", { items: [{ kind: "products", id: product.id }] }))).toEqual({ removed: 1 });
    expect((await trashItems()).some((i) => i.kind === "products" && i.id === product.id)).toBe(false);
    expect((await call("GET", `/api/admin/products/${product.id}/revisions`)).status).toBe(404);
    expect((await db().collection("revisions").where("ref", "==", `products-${product.id}`).get()).size).toBe(0);
    expect((await call("POST", "/api/admin/trash/restore", { items: [{ kind: "products", id: product.id }] })).status).toBe(404);
  });

  it("purges what has been in the trash for more than 30 days, and keeps the rest", async () => {
    const [old, recent] = [await createProduct(), await createProduct()];
    await json(await call("DELETE", `/api/admin/products/${old.id}`));
    await json(await call("DELETE", `/api/admin/products/${recent.id}`));
    await db()
      .collection("trash")
      .doc(`products-${old.id}`)
      .update({ deletedAt: Timestamp.fromMillis(Date.now() - 31 * 24 * 60 * 60 * 1000) });
    expect(await trashStore.purge()).toBeGreaterThanOrEqual(1);
    const ids = (await trashItems()).filter((i) => i.kind === "products").map((i) => i.id);
    expect(ids).not.toContain(old.id);
    expect(ids).toContain(recent.id);
  });

  it("empties the whole trash", async () => {
    const product = await createProduct();
    await json(await call("DELETE", `/api/admin/products/${product.id}`));
    const { removed } = await json<{ removed: number }>(await call("POST", "/api/admin/trash/empty", { all: true }));
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await trashItems()).toEqual([]);
  });

  it("refuses bad input with 400 and what is not in the trash with 404", async () => {
    for (const body of [
      {},
      { items: [] },
      { items: [{ kind: "categories", id: 1 }] },
      { batchId: "" },
      { items: [{ kind: "products", id: 1 }], batchId: "x" },
    ]) {
      const response = await call("POST", "/api/admin/trash/restore", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({ message: "Invalid request" });
    }
    expect((await call("POST", "/api/admin/trash/empty", { all: false })).status).toBe(400);
    expect((await call("POST", "/api/admin/trash/restore", { batchId: "no-such-batch" })).status).toBe(404);
    expect((await call("POST", "/api/admin/trash/empty", { items: [{ kind: "news", id: 99999999 }] })).status).toBe(404);
    expect((await send(file.api, "GET", "/api/admin/trash")).status).toBe(401);
  });
});
