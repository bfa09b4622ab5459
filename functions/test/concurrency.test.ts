import { describe, expect, it } from "vitest";
import { send, signedInApiForFile, unique } from "./helpers.js";

// Issue 19: busy admins writing at once, through the API against the embedded Firestore (which
// keeps Firestore's transaction contract, decision 019). Nothing is lost, nothing duplicated.
const signedIn = signedInApiForFile();

type Answer = { status: number; body: { id?: number; message?: string } & Record<string, unknown> };
const call = async (method: string, path: string, body?: unknown): Promise<Answer> => {
  const response = await send(signedIn.api, method, path, { cookie: signedIn.admin, body });
  return { status: response.status, body: (await response.json()) as Answer["body"] };
};
const inParallel = <T>(count: number, make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: count }, (_, i) => make(i)));
const statuses = (answers: Answer[]) => answers.map((a) => a.status).sort((a, b) => a - b);

const product = (name: string, categoryId: number | null = null) => ({ name, manufacturer: "Acme", description: "A sensor", categoryId });
type StoredProduct = { id: number; name: string; categoryId: number | null; category: string | null };
const adminProducts = async () => (await (await send(signedIn.api, "GET", "/api/admin/products", { cookie: signedIn.admin })).json()) as StoredProduct[];
const adminCategories = async () =>
  (await (await send(signedIn.api, "GET", "/api/admin/categories", { cookie: signedIn.admin })).json()) as { id: number; name: string }[];

describe("concurrent admin writes", () => {
  it("stores 20 products created at once under 20 different ids", async () => {
    const tag = unique();
    const answers = await inParallel(20, (i) => call("POST", "/api/admin/products", product(`Parallel ${tag} ${i}`)));
    expect(statuses(answers)).toEqual(Array(20).fill(201));
    const ids = answers.map((a) => a.body.id);
    expect(new Set(ids).size).toBe(20);
    const stored = (await adminProducts()).filter((p) => p.name.startsWith(`Parallel ${tag} `));
    expect(stored).toHaveLength(20);
    expect(new Set(stored.map((p) => p.id))).toEqual(new Set(ids));
  });

  it("creates one category of 20 created at once with one name, and refuses the rest with 409", async () => {
    const name = `Air Quality ${unique()}`;
    const answers = await inParallel(20, () => call("POST", "/api/admin/categories", { name }));
    expect(statuses(answers)).toEqual([201, ...Array(19).fill(409)]);
    expect((await adminCategories()).filter((c) => c.name === name)).toHaveLength(1);
  });

  it("takes spellings that differ only in Unicode form, invisible characters, spacing or case as one name", async () => {
    const tag = unique();
    const name = `Qualité de l'air ${tag}`;
    const variants = [
      `${name}\u200B`,
      name.normalize("NFD"),
      `  qualité  DE l'air   ${tag} `,
      `Qualité\u00A0de l'air ${tag}`,
      `Ｑualité de l'air ${tag}`, // a fullwidth Q, which NFKC folds to Q
    ];
    expect((await call("POST", "/api/admin/categories", { name })).status).toBe(201);
    for (const variant of variants) {
      const answer = await call("POST", "/api/admin/categories", { name: variant });
      expect(answer.status, JSON.stringify(variant)).toBe(409);
    }
    const other = `Other ${unique()}`;
    const racing = await inParallel(3, (i) => call("POST", "/api/admin/categories", { name: [other, `${other}\u200D`, ` ${other.toUpperCase()}`][i] }));
    expect(statuses(racing)).toEqual([201, 409, 409]);
  });

  it("leaves no product pointing at a category deleted while products were being created in it", async () => {
    const category = await call("POST", "/api/admin/categories", { name: `Doomed ${unique()}` });
    const categoryId = category.body.id!;
    const tag = unique();
    const [deleted, ...created] = await Promise.all([
      call("DELETE", `/api/admin/categories/${categoryId}`),
      ...Array.from({ length: 5 }, (_, i) => call("POST", "/api/admin/products", product(`Orphan ${tag} ${i}`, categoryId))),
    ]);
    expect(deleted!.status).toBe(200);
    for (const answer of created) expect([201, 400]).toContain(answer.status);
    const products = (await adminProducts()).filter((p) => p.name.startsWith(`Orphan ${tag} `));
    expect(products.filter((p) => p.categoryId === categoryId)).toEqual([]);
    expect(products).toHaveLength(created.filter((a) => a.status === 201).length);
    expect(products.every((p) => p.category === null)).toBe(true);
  });

  it("creates one news article of 10 created at once with one slug", async () => {
    const slug = `launch-${unique()}`;
    const article = { title: "Launch", slug, excerpt: "E", content: "C", category: "Company" };
    const answers = await inParallel(10, () => call("POST", "/api/admin/news", article));
    expect(statuses(answers)).toEqual([201, ...Array(9).fill(409)]);
  });

  it("reports, for two imports of one file at once, only what each actually wrote", async () => {
    const tag = unique();
    const at = new Date().toISOString();
    const file = {
      version: 1,
      exportedAt: at,
      categories: [{ id: 1, name: `Twice ${tag}`, description: null, parentId: null, isActive: true, sortOrder: 0, createdAt: at, updatedAt: at }],
      products: [product(`Twice sensor ${tag}`, 1), product(`Twice loose ${tag}`)],
      news: [{ id: 1, title: "Twice", slug: `twice-${tag}`, excerpt: "E", content: "C", category: "Company", isPublished: false }],
    };
    const answers = await inParallel(2, () => call("POST", "/api/admin/import-data", file));
    expect(statuses(answers)).toEqual([200, 200]);
    type Counts = { categories: number; products: number; news: number };
    const added = answers.map((a) => a.body.added as Counts);
    const sum = (key: keyof Counts) => added.reduce((total, counts) => total + counts[key], 0);
    expect({ categories: sum("categories"), products: sum("products"), news: sum("news") }).toEqual({ categories: 1, products: 2, news: 1 });
    expect(answers.map((a) => a.body.message).sort()).toEqual([
      "Imported 1 category, 2 products and 1 news article",
      "Nothing to import: every item already exists",
    ]);
    expect((await adminCategories()).filter((c) => c.name === `Twice ${tag}`)).toHaveLength(1);
    expect((await adminProducts()).filter((p) => p.name.includes(tag))).toHaveLength(2);
  });
});
