import { describe, expect, it } from "vitest";
import { db } from "../src/firebase.js";
import { send, signedInApiForFile, unique } from "./helpers.js";

const signedIn = signedInApiForFile();

type ExportFile = {
  version: number;
  exportedAt: string;
  categories: { id: number; name: string }[];
  products: { id: number; name: string; categoryId: number | null; category: string | null; price: string | null }[];
  news: { id: number; slug: string; title: string }[];
};

const exportData = async () => {
  const response = await send(signedIn.api, "GET", "/api/admin/export-data", { cookie: signedIn.admin });
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  return (await response.json()) as ExportFile;
};
const importData = (body: unknown) => send(signedIn.api, "POST", "/api/admin/import-data", { cookie: signedIn.admin, body });

/** A file as another environment would export it: its own ids, categories referenced by id. */
function foreignFile(tag: string) {
  const at = new Date().toISOString();
  return {
    version: 1,
    exportedAt: at,
    categories: [{ id: 501, name: `Imported cat ${tag}`, description: null, parentId: null, isActive: true, sortOrder: 2, createdAt: at, updatedAt: at }],
    products: [
      {
        id: 9001,
        name: `Imported sensor ${tag}`,
        manufacturer: "Acme",
        description: "D",
        categoryId: 501,
        category: `Imported cat ${tag}`,
        price: "10.00",
        isPublished: true,
      },
      { id: 9002, name: `Loose sensor ${tag}`, manufacturer: "Acme", description: "D", categoryId: null, category: null },
    ],
    news: [
      {
        id: 77,
        title: `Imported news ${tag}`,
        slug: `imported-news-${tag}`,
        excerpt: "E",
        content: "C",
        category: "Company",
        isPublished: true,
        publishedAt: "2024-05-01T10:00:00.000Z",
      },
    ],
  };
}

describe("export and import", () => {
  it("exports {version, exportedAt, categories, products, news} with drafts included", async () => {
    const draft = await send(signedIn.api, "POST", "/api/admin/products", {
      cookie: signedIn.admin,
      body: { name: `Draft ${unique()}`, manufacturer: "M", description: "D" },
    });
    const { id } = (await draft.json()) as { id: number };
    const file = await exportData();
    expect(file.version).toBe(1);
    expect(Date.parse(file.exportedAt)).not.toBeNaN();
    expect(file.products.map((p) => p.id)).toContain(id);
    expect(Array.isArray(file.categories) && Array.isArray(file.news)).toBe(true);
  });

  it("adds only new items, remaps category ids, and adds nothing the second time", async () => {
    const tag = unique();
    const file = foreignFile(tag);
    const first = await importData(file);
    expect(first.status).toBe(200);
    const result = (await first.json()) as { message: string; added: Record<string, number>; skipped: Record<string, number> };
    expect(result.added).toEqual({ categories: 1, products: 2, news: 1 });
    expect(result.skipped).toEqual({ categories: 0, products: 0, news: 0 });
    expect(result.message).toBe("Imported 1 category, 2 products and 1 news article");

    const after = await exportData();
    const category = after.categories.find((c) => c.name === `Imported cat ${tag}`)!;
    const product = after.products.find((p) => p.name === `Imported sensor ${tag}`)!;
    expect(product).toMatchObject({ categoryId: category.id, category: category.name, price: "10.00" });
    expect(after.news.find((n) => n.slug === `imported-news-${tag}`)).toMatchObject({ publishedAt: "2024-05-01T10:00:00.000Z" });

    const second = (await (await importData(file)).json()) as { message: string; added: Record<string, number>; skipped: Record<string, number> };
    expect(second.added).toEqual({ categories: 0, products: 0, news: 0 });
    expect(second.skipped).toEqual({ categories: 1, products: 2, news: 1 });
    expect(second.message).toBe("Nothing to import: every item already exists");
  });

  it("round trip: importing this environment's own export adds nothing", async () => {
    const file = await exportData();
    const result = (await (await importData(file)).json()) as { added: Record<string, number> };
    expect(result.added).toEqual({ categories: 0, products: 0, news: 0 });
    const again = await exportData();
    expect(again.products.length).toBe(file.products.length);
  });

  it("validates the whole file first: one bad item answers 400 with issues and writes nothing", async () => {
    const tag = unique();
    const file = foreignFile(tag);
    file.news.push({ ...file.news[0]!, slug: `ok-${tag}`, title: "" });
    const response = await importData(file);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues: { path: string }[] };
    expect(body.issues.map((issue) => issue.path)).toContain("news.1.title");
    const names = (await db().collection("categories").where("name", "==", `Imported cat ${tag}`).get()).size;
    expect(names).toBe(0);
    expect((await importData({ products: "nope" })).status).toBe(400);
  });

  it("accepts files over the 1 MB JSON cap", async () => {
    const tag = unique();
    const file = foreignFile(tag);
    file.products[1] = { ...file.products[1]!, description: "x".repeat(19000) } as (typeof file.products)[number];
    const many = Array.from({ length: 60 }, (_, i) => ({ ...file.products[1]!, id: 10000 + i, name: `Bulk ${i} ${tag}` }));
    const response = await importData({ ...file, products: many });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { added: { products: number } }).added.products).toBe(60);
  });

  it("refuses a file of more records than one import adds (its activity entry names each), with how many, and writes nothing", async () => {
    const tag = unique();
    const file = foreignFile(tag);
    const products = Array.from({ length: 9_998 }, (_, i) => ({
      id: 20000 + i,
      name: `Many ${i} ${tag}`,
      manufacturer: "Acme",
      description: "D",
      categoryId: null,
      category: null,
    }));
    // 1 category + 9,998 products + 1 article: 10,000, the most.
    const atMost = { ...file, products };
    expect(atMost.categories.length + atMost.products.length + atMost.news.length).toBe(10_000);
    const over = { ...atMost, news: [...file.news, { ...file.news[0]!, slug: `more-${tag}`, title: `More ${tag}` }] };
    const response = await importData(over);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues: { path: string; message: string }[] };
    expect(body.issues).toEqual([
      {
        path: "",
        message: "An import adds at most 10,000 records (categories, products, news and trash together); this file has 10,001. Split it into smaller files.",
      },
    ]);
    expect((await db().collection("categories").where("name", "==", `Imported cat ${tag}`).get()).size).toBe(0);
    expect((await db().collection("products").where("name", "==", `Many 0 ${tag}`).get()).size).toBe(0);
  });

  it("takes a file in parts under one batch id: each part adds its new records, and the log shows one import of them all", async () => {
    const tag = unique();
    const file = foreignFile(tag);
    const batchId = `parts-${tag}`;
    // The page's parts: every part carries the file's categories; the product names its category by the file's id.
    const first = await importData({ ...file, products: [file.products[0]], news: [], batchId });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      message: "Imported 1 category, 1 product and 0 news articles",
      added: { categories: 1, products: 1, news: 0 },
      skipped: { categories: 0, products: 0, news: 0 },
      trash: 0,
    });
    const second = await importData({ ...file, products: [file.products[1]], batchId });
    expect(((await second.json()) as { added: unknown }).added).toEqual({ categories: 0, products: 1, news: 1 });

    const imported = (await db().collection("products").where("name", "==", `Imported sensor ${tag}`).get()).docs[0]!.data();
    const category = (await db().collection("categories").where("name", "==", `Imported cat ${tag}`).get()).docs[0]!;
    expect(imported.categoryId).toBe(Number(category.id));
    const entry = (await db().collection("activity").doc(batchId).get()).data()!;
    expect(entry).toMatchObject({ action: "import", count: 4, batchId });
    expect(await importData({ ...file, batchId: "no spaces allowed" }).then((r) => r.status)).toBe(400);
  });
});
