import { describe, expect, it } from "vitest";
import { send, signedInApiForFile, unique } from "./helpers.js";

// Issue 21 / decision 030: what an admin saves is what is stored. Writes carry the version they were
// based on (Base-Version) and are refused with 409 and the current record when it is not the stored
// one; creates carry an Idempotency-Key that makes a repeated request answer the first one's record;
// a refused save says why, on the field it concerns.
const signedIn = signedInApiForFile();

type Versioned = Record<string, unknown> & { id: number; updatedAt: string };
type Refusal = { message: string; issues?: { path: string; message: string }[]; current?: Versioned };

const productBody = (fields: Record<string, unknown> = {}) => ({ name: `Sensor ${unique()}`, manufacturer: "Acme", description: "Measures things", ...fields });
const key = () => `key-${unique()}-${unique()}`;

async function createProduct(fields: Record<string, unknown> = {}): Promise<Versioned> {
  const response = await send(signedIn.api, "POST", "/api/admin/products", { cookie: signedIn.admin, body: productBody(fields) });
  expect(response.status).toBe(201);
  return (await response.json()) as Versioned;
}

const based = (version: string) => ({ "Base-Version": version });

describe("writes based on an older version", () => {
  it("PUT /api/admin/products/{id} with the stored version saves; with an older one answers 409 with the current product and changes nothing", async () => {
    const original = await createProduct({ price: "77.70" });
    const first = await send(signedIn.api, "PUT", `/api/admin/products/${original.id}`, { cookie: signedIn.admin, body: productBody({ name: original.name, price: "88.80" }), headers: based(original.updatedAt) });
    expect(first.status).toBe(200);
    const saved = (await first.json()) as Versioned;
    expect(saved.price).toBe("88.80");
    expect(Date.parse(saved.updatedAt)).toBeGreaterThan(Date.parse(original.updatedAt));

    // A second admin still holds the original version.
    const stale = await send(signedIn.api, "PUT", `/api/admin/products/${original.id}`, { cookie: signedIn.admin, body: productBody({ name: "Overwritten", price: "1.00" }), headers: based(original.updatedAt) });
    expect(stale.status).toBe(409);
    const refusal = (await stale.json()) as Refusal;
    expect(refusal.message).toBe("This product was changed by someone else after you opened it");
    expect(refusal.current).toMatchObject({ id: original.id, price: "88.80", updatedAt: saved.updatedAt });

    const stored = (await (await send(signedIn.api, "GET", `/api/admin/products/${original.id}`, { cookie: signedIn.admin })).json()) as Versioned;
    expect(stored).toMatchObject({ name: original.name, price: "88.80", updatedAt: saved.updatedAt });

    // Keep mine: the same body based on the version now seen is saved.
    const kept = await send(signedIn.api, "PUT", `/api/admin/products/${original.id}`, { cookie: signedIn.admin, body: productBody({ name: "Overwritten", price: "1.00" }), headers: based(saved.updatedAt) });
    expect(kept.status).toBe(200);
  });

  it("publish and delete of a product check the version too", async () => {
    const product = await createProduct();
    const published = await send(signedIn.api, "PATCH", `/api/admin/products/${product.id}/publish`, { cookie: signedIn.admin, body: { isPublished: true }, headers: based(product.updatedAt) });
    expect(published.status).toBe(200);
    const stalePublish = await send(signedIn.api, "PATCH", `/api/admin/products/${product.id}/publish`, { cookie: signedIn.admin, body: { isPublished: false }, headers: based(product.updatedAt) });
    expect(stalePublish.status).toBe(409);
    const staleDelete = await send(signedIn.api, "DELETE", `/api/admin/products/${product.id}`, { cookie: signedIn.admin, headers: based(product.updatedAt) });
    expect(staleDelete.status).toBe(409);
    expect(((await staleDelete.json()) as Refusal).current).toMatchObject({ id: product.id, isPublished: true });
    expect((await send(signedIn.api, "GET", `/api/admin/products/${product.id}`, { cookie: signedIn.admin })).status).toBe(200);
    const current = (await published.json()) as Versioned;
    expect((await send(signedIn.api, "DELETE", `/api/admin/products/${product.id}`, { cookie: signedIn.admin, headers: based(current.updatedAt) })).status).toBe(200);
  });

  it("categories and news articles answer 409 with the current record for an older version", async () => {
    const category = (await (await send(signedIn.api, "POST", "/api/admin/categories", { cookie: signedIn.admin, body: { name: `Cat ${unique()}` } })).json()) as Versioned;
    const renamed = await send(signedIn.api, "PUT", `/api/admin/categories/${category.id}`, { cookie: signedIn.admin, body: { name: `Renamed ${unique()}` }, headers: based(category.updatedAt) });
    expect(renamed.status).toBe(200);
    const staleCategory = await send(signedIn.api, "PUT", `/api/admin/categories/${category.id}`, { cookie: signedIn.admin, body: { name: `Other ${unique()}` }, headers: based(category.updatedAt) });
    expect(staleCategory.status).toBe(409);
    expect(((await staleCategory.json()) as Refusal).current).toMatchObject((await renamed.json()) as Versioned);

    const article = { title: `News ${unique()}`, excerpt: "Short", content: "Long", category: "Company" };
    const news = (await (await send(signedIn.api, "POST", "/api/admin/news", { cookie: signedIn.admin, body: article })).json()) as Versioned;
    const edited = await send(signedIn.api, "PUT", `/api/admin/news/${news.id}`, { cookie: signedIn.admin, body: { ...article, content: "Edited" }, headers: based(news.updatedAt) });
    expect(edited.status).toBe(200);
    const staleNews = await send(signedIn.api, "PUT", `/api/admin/news/${news.id}`, { cookie: signedIn.admin, body: { ...article, content: "Stale" }, headers: based(news.updatedAt) });
    expect(staleNews.status).toBe(409);
    expect(((await staleNews.json()) as Refusal).current).toMatchObject({ id: news.id, content: "Edited" });
    expect((await send(signedIn.api, "DELETE", `/api/admin/news/${news.id}`, { cookie: signedIn.admin, headers: based(news.updatedAt) })).status).toBe(409);
  });

  it("a Base-Version that is not a time is refused with 400 and the reason", async () => {
    const product = await createProduct();
    const response = await send(signedIn.api, "PUT", `/api/admin/products/${product.id}`, { cookie: signedIn.admin, body: productBody(), headers: based("yesterday") });
    expect(response.status).toBe(400);
    expect(((await response.json()) as Refusal).issues?.[0]?.path).toBe("Base-Version");
  });
});

describe("creates with an Idempotency-Key", () => {
  it("the same key twice, one after the other, creates one product and answers it both times", async () => {
    const body = productBody();
    const headers = { "Idempotency-Key": key() };
    const first = await send(signedIn.api, "POST", "/api/admin/products", { cookie: signedIn.admin, body, headers });
    const second = await send(signedIn.api, "POST", "/api/admin/products", { cookie: signedIn.admin, body, headers });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    const [a, b] = (await Promise.all([first.json(), second.json()])) as Versioned[];
    expect(b!.id).toBe(a!.id);
    const all = (await (await send(signedIn.api, "GET", "/api/admin/products", { cookie: signedIn.admin })).json()) as Versioned[];
    expect(all.filter((p) => p.name === body.name)).toHaveLength(1);
  });

  it("ten requests at once with one key (a double click, retries) create one product", async () => {
    const body = productBody();
    const headers = { "Idempotency-Key": key() };
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(signedIn.api, "POST", "/api/admin/products", { cookie: signedIn.admin, body, headers })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(((await Promise.all(answers.map((r) => r.json()))) as Versioned[]).map((p) => p.id));
    expect(ids.size).toBe(1);
    const all = (await (await send(signedIn.api, "GET", "/api/admin/products", { cookie: signedIn.admin })).json()) as Versioned[];
    expect(all.filter((p) => p.name === body.name)).toHaveLength(1);
  });

  it("categories and news honour the key; different keys create different records", async () => {
    const headers = { "Idempotency-Key": key() };
    const name = `Cat ${unique()}`;
    const [c1, c2] = await Promise.all([0, 1].map(() => send(signedIn.api, "POST", "/api/admin/categories", { cookie: signedIn.admin, body: { name }, headers })));
    expect([c1!.status, c2!.status].sort()).toEqual([200, 201]);
    const article = { title: `News ${unique()}`, excerpt: "Short", content: "Long", category: "Company" };
    const newsHeaders = { "Idempotency-Key": key() };
    const n1 = (await (await send(signedIn.api, "POST", "/api/admin/news", { cookie: signedIn.admin, body: article, headers: newsHeaders })).json()) as Versioned;
    const n2 = (await (await send(signedIn.api, "POST", "/api/admin/news", { cookie: signedIn.admin, body: article, headers: newsHeaders })).json()) as Versioned;
    expect(n2.id).toBe(n1.id);
    const other = await send(signedIn.api, "POST", "/api/admin/products", { cookie: signedIn.admin, body: productBody(), headers: { "Idempotency-Key": key() } });
    expect(other.status).toBe(201);
  });

  it("a malformed key is refused with 400 and nothing is created", async () => {
    const body = productBody();
    const response = await send(signedIn.api, "POST", "/api/admin/products", { cookie: signedIn.admin, body, headers: { "Idempotency-Key": "x/y" } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as Refusal).issues?.[0]?.path).toBe("Idempotency-Key");
    const all = (await (await send(signedIn.api, "GET", "/api/admin/products", { cookie: signedIn.admin })).json()) as Versioned[];
    expect(all.some((p) => p.name === body.name)).toBe(false);
  });
});

describe("refused saves say why, on the field", () => {
  it("a price with three decimals", async () => {
    const response = await send(signedIn.api, "POST", "/api/admin/products", { cookie: signedIn.admin, body: productBody({ price: "12.345" }) });
    expect(response.status).toBe(400);
    expect(((await response.json()) as Refusal).issues).toEqual([{ path: "price", message: "Price must be a number with at most 2 decimal places" }]);
  });

  it("a duplicate category name is a 409 on the name field", async () => {
    const name = `Dup ${unique()}`;
    expect((await send(signedIn.api, "POST", "/api/admin/categories", { cookie: signedIn.admin, body: { name } })).status).toBe(201);
    const response = await send(signedIn.api, "POST", "/api/admin/categories", { cookie: signedIn.admin, body: { name: ` ${name.toUpperCase()} ` } });
    expect(response.status).toBe(409);
    const refusal = (await response.json()) as Refusal;
    expect(refusal.issues?.[0]?.path).toBe("name");
    expect(refusal.message).toMatch(/already exists/);
  });

  it("a duplicate news slug is a 409 on the slug field; a title without a usable slug a 400 on it", async () => {
    const title = `Launch ${unique()}`;
    const article = { title, excerpt: "Short", content: "Long", category: "Company" };
    expect((await send(signedIn.api, "POST", "/api/admin/news", { cookie: signedIn.admin, body: article })).status).toBe(201);
    const duplicate = await send(signedIn.api, "POST", "/api/admin/news", { cookie: signedIn.admin, body: article });
    expect(duplicate.status).toBe(409);
    expect(((await duplicate.json()) as Refusal).issues?.[0]?.path).toBe("slug");
    for (const unusable of ["!!!", "日本語のニュース"]) {
      const response = await send(signedIn.api, "POST", "/api/admin/news", { cookie: signedIn.admin, body: { ...article, title: unusable } });
      expect(response.status).toBe(400);
      expect(((await response.json()) as Refusal).issues).toEqual([{ path: "slug", message: "A slug cannot be derived from this title" }]);
    }
  });

  it("a JSON file that is not an export is refused with the reason and imports nothing", async () => {
    for (const file of [{ hello: 1 }, [1, 2]]) {
      const response = await send(signedIn.api, "POST", "/api/admin/import-data", { cookie: signedIn.admin, body: file });
      expect(response.status).toBe(400);
      const refusal = (await response.json()) as Refusal;
      expect(refusal.issues?.[0]?.message, JSON.stringify(file)).toBe("This file is not an export of this site: it has no categories, products or news list");
    }
  });

  it("an import of one category says '1 category'", async () => {
    const response = await send(signedIn.api, "POST", "/api/admin/import-data", { cookie: signedIn.admin, body: { categories: [{ name: `Imported ${unique()}` }] } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Refusal).message).toBe("Imported 1 category, 0 products and 0 news articles");
  });
});

describe("GET /api/admin/products at scale", () => {
  it("?view=summary answers the list's shape; the whole product comes from /{id}; both gzipped when accepted", async () => {
    const product = await createProduct({ specifications: { Range: "15 km" }, features: ["IP67"], seoTitle: "SEO" });
    const summary = await send(signedIn.api, "GET", "/api/admin/products?view=summary", { cookie: signedIn.admin, headers: { "Accept-Encoding": "gzip" } });
    expect(summary.status).toBe(200);
    expect(summary.headers.get("content-encoding")).toBe("gzip");
    const listed = ((await summary.json()) as Versioned[]).find((p) => p.id === product.id)!;
    expect(listed).toMatchObject({ id: product.id, name: product.name, isPublished: false, isActive: true, updatedAt: product.updatedAt });
    expect(listed).not.toHaveProperty("specifications");
    expect(listed).not.toHaveProperty("features");
    expect(listed).not.toHaveProperty("seoTitle");
    const whole = (await (await send(signedIn.api, "GET", `/api/admin/products/${product.id}`, { cookie: signedIn.admin })).json()) as Versioned;
    expect(whole).toMatchObject({ specifications: { Range: "15 km" }, features: ["IP67"], seoTitle: "SEO" });
    expect((await send(signedIn.api, "GET", "/api/admin/products?view=everything", { cookie: signedIn.admin })).status).toBe(400);
  });
});
