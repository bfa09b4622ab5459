import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, signedInCookies, unique, type TestApi } from "./helpers.js";
import { startPagesApi } from "./pages.js";
import { storeSnapshot } from "./storeSnapshot.js";

let api: TestApi;
let admin: string;
beforeAll(async () => {
  // With the pages the function renders: a product page's address takes the same ids as the API.
  api = await startPagesApi();
  admin = (await signedInCookies(api)).adminCookie;
});
afterAll(async () => {
  await api.close();
});

const json = async <T>(response: Response) => (await response.json()) as T;
type Created = { id: number };

/** Spellings that JavaScript's Number() reads as `id` but that are not its canonical decimal. */
const lookalikes = (id: number) => [`0x${id.toString(16)}`, `${id}e0`, `%20${id}`, `${id}%20`, `0${id}`, `+${id}`, `${id}.0`, `${id}.`, `%09${id}`];

async function publishedProduct(): Promise<number> {
  const body = { name: `Sensor ${unique()}`, manufacturer: "Acme", description: "Measures things", isPublished: true };
  return (await json<Created>(await send(api, "POST", "/api/admin/products", { cookie: admin, body }))).id;
}

describe("ids in paths are canonical decimals", () => {
  it("the public product call and page answer only the product's own id", async () => {
    const id = await publishedProduct();
    expect((await fetch(api.url(`/api/products/${id}`))).status).toBe(200);
    expect((await fetch(api.url(`/products/${id}`))).status).toBe(200);
    for (const spelling of lookalikes(id)) {
      const call = await fetch(api.url(`/api/products/${spelling}`));
      expect([400, 404], `/api/products/${spelling}`).toContain(call.status);
      expect(await json<{ message: string }>(call)).toHaveProperty("message");
      expect((await fetch(api.url(`/products/${spelling}`))).status, `/products/${spelling}`).toBe(404);
    }
  });

  it("answers 400 with a message for an id that is not a whole number", async () => {
    const response = await fetch(api.url("/api/products/0x1"));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: "Invalid request",
      issues: [{ path: "id", message: "An id is a whole number such as 12, without signs, spaces, decimals or leading zeros" }],
    });
  });

  it("admin product, category and news changes through a lookalike id change nothing", async () => {
    const product = await publishedProduct();
    const category = (await json<Created>(await send(api, "POST", "/api/admin/categories", { cookie: admin, body: { name: `Cat ${unique()}` } }))).id;
    const newsBody = { title: `News ${unique()}`, excerpt: "Short", content: "Long", category: "Product" };
    const news = (await json<Created>(await send(api, "POST", "/api/admin/news", { cookie: admin, body: newsBody }))).id;
    const before = await storeSnapshot();
    const calls: [string, string, unknown][] = [];
    for (const spelling of lookalikes(product)) {
      calls.push(["PUT", `/api/admin/products/${spelling}`, { name: "Renamed", manufacturer: "Acme", description: "x" }]);
      calls.push(["PATCH", `/api/admin/products/${spelling}/publish`, { isPublished: false }]);
      calls.push(["DELETE", `/api/admin/products/${spelling}`, undefined]);
    }
    for (const spelling of lookalikes(category)) {
      calls.push(["PUT", `/api/admin/categories/${spelling}`, { name: `Renamed ${unique()}` }]);
      calls.push(["DELETE", `/api/admin/categories/${spelling}`, undefined]);
    }
    for (const spelling of lookalikes(news)) {
      calls.push(["PUT", `/api/admin/news/${spelling}`, { ...newsBody, title: `Renamed ${unique()}` }]);
      calls.push(["DELETE", `/api/admin/news/${spelling}`, undefined]);
    }
    for (const [method, path, body] of calls) {
      const response = await send(api, method, path, { cookie: admin, body });
      expect([400, 404], `${method} ${path}`).toContain(response.status);
    }
    expect(await storeSnapshot()).toEqual(before);
  });

  it("a media id must be the record's own id", async () => {
    const before = await storeSnapshot();
    for (const id of ["..", "%2E%2E", "a%2Fb", "__id__", `${"a".repeat(200)}`, "6F1C2A1E-1234-4ABC-8DEF-0123456789AB%20"]) {
      const response = await send(api, "DELETE", `/api/admin/media/${id}`, { cookie: admin });
      expect([400, 404], id).toContain(response.status);
      expect(await json<{ message: string }>(response)).toHaveProperty("message");
    }
    expect(await storeSnapshot()).toEqual(before);
  });
});
