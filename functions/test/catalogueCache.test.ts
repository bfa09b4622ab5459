import { brotliDecompressSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { db } from "../src/firebase.js";
import { toPublicProduct } from "@lorawan/contracts/product";
import { toCatalogueEntry } from "@lorawan/contracts/catalogueEntry";
import { catalogueVersionRef } from "../src/store/catalogueVersion.js";
import { productsStore } from "../src/store/products.js";
import { putProduct, rawGet, send, signedInApiForFile, unique } from "./helpers.js";

// GET /api/products answers from memory while meta/catalogue's version is unchanged; every write
// that changes the public catalogue replaces the version in the same commit.
const signedIn = signedInApiForFile();

type PublicProduct = { id: number; name: string; category: string | null };

const reads = (response: Response) => Number(response.headers.get("x-firestore-reads"));

async function catalogue(): Promise<PublicProduct[]> {
  const response = await fetch(signedIn.api.url("/api/products"));
  expect(response.status).toBe(200);
  return (await response.json()) as PublicProduct[];
}

/** Asks for the catalogue and checks it came from memory: only the version was read. */
async function expectCached() {
  const response = await fetch(signedIn.api.url("/api/products"));
  expect(response.status).toBe(200);
  expect(reads(response)).toBe(1);
}

const createProduct = async (body: Record<string, unknown>) => {
  const response = await send(signedIn.api, "POST", "/api/admin/products", {
    cookie: signedIn.admin,
    body: { manufacturer: "Acme", description: "D", ...body },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as PublicProduct;
};

const createCategory = async () => {
  const response = await send(signedIn.api, "POST", "/api/admin/categories", { cookie: signedIn.admin, body: { name: `Cache cat ${unique()}` } });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; name: string };
};

describe("GET /api/products from memory", () => {
  it("answers the same bytes as the catalogue serialised afresh, plain, gzipped and in brotli, cached or not", async () => {
    await putProduct(910000 + Math.floor(Math.random() * 80000), { price: "5.00", specifications: { Range: "2 km" } });
    const expected = JSON.stringify((await productsStore.listPublished()).map(toPublicProduct));
    for (const round of ["first", "cached"]) {
      const plain = await rawGet(signedIn.api, "/api/products", { "Accept-Encoding": "identity" });
      expect(plain.status, round).toBe(200);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(plain.body.toString("utf8")).toBe(expected);
      const gzipped = await rawGet(signedIn.api, "/api/products", { "Accept-Encoding": "gzip" });
      expect(gzipped.headers["content-encoding"]).toBe("gzip");
      expect(gzipped.headers.vary).toBe("Accept-Encoding");
      expect(gzipped.headers["cache-control"]).toBe("public, max-age=60, s-maxage=300");
      expect(gzipped.body.equals(gzipSync(expected))).toBe(true);
      // Brotli first when both are accepted, as browsers accept them.
      const brotli = await rawGet(signedIn.api, "/api/products", { "Accept-Encoding": "gzip, deflate, br, zstd" });
      expect(brotli.headers["content-encoding"]).toBe("br");
      expect(brotli.headers.vary).toBe("Accept-Encoding");
      expect(brotliDecompressSync(brotli.body).toString("utf8")).toBe(expected);
      expect(brotli.body.length).toBeLessThan(gzipped.body.length);
    }
  });

  it("tags the answer with the catalogue version and answers 304 to it until the catalogue changes", async () => {
    const first = await fetch(signedIn.api.url("/api/products"));
    const etag = first.headers.get("etag");
    const { version } = (await catalogueVersionRef(db()).get()).data() as { version: string };
    expect(etag).toBe(`W/"${version}"`);

    // Not fetch: it adds "Cache-Control: no-cache" to a request carrying If-None-Match.
    const unchanged = await rawGet(signedIn.api, "/api/products", { "If-None-Match": etag! });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers["x-firestore-reads"]).toBe("1");
    expect(unchanged.body.length).toBe(0);

    await putProduct(910000 + Math.floor(Math.random() * 80000));
    const changed = await rawGet(signedIn.api, "/api/products", { "If-None-Match": etag! });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it("creates the version document when the data predates it, then answers from memory", async () => {
    await catalogueVersionRef(db()).delete();
    const ids = (await catalogue()).map((p) => p.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(typeof (await catalogueVersionRef(db()).get()).get("version")).toBe("string");
    await expectCached();
  });
});

describe("GET /api/catalogue: the marketplace's entries (issue 46)", () => {
  it("answers each published product's entry, with its part numbers and without what the marketplace does not read, from memory", async () => {
    const id = 910000 + Math.floor(Math.random() * 80000);
    await putProduct(id, { specifications: { "Part Numbers": "LX-1, LX-2", Range: "2 km" }, features: ["A long feature list"] });
    const expected = (await productsStore.listPublished()).map((p) => toCatalogueEntry(toPublicProduct(p)));
    const plain = await rawGet(signedIn.api, "/api/catalogue", { "Accept-Encoding": "identity" });
    expect(plain.status).toBe(200);
    expect(plain.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(plain.headers["cache-control"]).toBe("public, max-age=60, s-maxage=300");
    const entries = JSON.parse(plain.body.toString("utf8")) as Record<string, unknown>[];
    expect(entries).toEqual(expected);
    const entry = entries.find((e) => e.id === id)!;
    expect(entry.partNumbers).toBe("LX-1, LX-2");
    expect(entry).not.toHaveProperty("specifications");
    expect(entry).not.toHaveProperty("features");
    const products = await rawGet(signedIn.api, "/api/products", { "Accept-Encoding": "identity" });
    expect(plain.body.length).toBeLessThan(products.body.length);

    const cached = await rawGet(signedIn.api, "/api/catalogue", { "Accept-Encoding": "gzip" });
    expect(cached.headers["x-firestore-reads"]).toBe("1");
    expect(cached.body.equals(gzipSync(JSON.stringify(expected)))).toBe(true);
  });

  it("answers 304 to its own tag until the catalogue changes", async () => {
    const first = await rawGet(signedIn.api, "/api/catalogue", {});
    const etag = first.headers.etag as string;
    expect((await rawGet(signedIn.api, "/api/catalogue", { "If-None-Match": etag })).status).toBe(304);
    // The products' tag is not the entries': a cache never takes one answer for the other.
    expect(etag).not.toBe((await fetch(signedIn.api.url("/api/products"))).headers.get("etag"));
    await putProduct(910000 + Math.floor(Math.random() * 80000));
    expect((await rawGet(signedIn.api, "/api/catalogue", { "If-None-Match": etag })).status).toBe(200);
  });
});

describe("every write that changes the public catalogue shows in the next GET /api/products", () => {
  it("product create, update, publish toggle and delete", async () => {
    await catalogue();
    await expectCached();
    const created = await createProduct({ name: `Cache create ${unique()}`, isPublished: true });
    expect((await catalogue()).find((p) => p.id === created.id)?.name).toBe(created.name);

    const renamed = `Cache update ${unique()}`;
    expect(
      (
        await send(signedIn.api, "PUT", `/api/admin/products/${created.id}`, {
          cookie: signedIn.admin,
          body: { name: renamed, manufacturer: "Acme", description: "D", isPublished: true },
        })
      ).status,
    ).toBe(200);
    expect((await catalogue()).find((p) => p.id === created.id)?.name).toBe(renamed);

    await expectCached();
    expect(
      (await send(signedIn.api, "PATCH", `/api/admin/products/${created.id}/publish`, { cookie: signedIn.admin, body: { isPublished: false } })).status,
    ).toBe(200);
    expect((await catalogue()).map((p) => p.id)).not.toContain(created.id);

    expect(
      (await send(signedIn.api, "PATCH", `/api/admin/products/${created.id}/publish`, { cookie: signedIn.admin, body: { isPublished: true } })).status,
    ).toBe(200);
    expect((await catalogue()).map((p) => p.id)).toContain(created.id);

    await expectCached();
    expect((await send(signedIn.api, "DELETE", `/api/admin/products/${created.id}`, { cookie: signedIn.admin })).status).toBe(200);
    expect((await catalogue()).map((p) => p.id)).not.toContain(created.id);
  });

  it("category rename and category delete", async () => {
    const category = await createCategory();
    const product = await createProduct({ name: `Cache cat product ${unique()}`, isPublished: true, categoryId: category.id });
    expect((await catalogue()).find((p) => p.id === product.id)?.category).toBe(category.name);
    await expectCached();

    const newName = `Cache renamed ${unique()}`;
    expect((await send(signedIn.api, "PUT", `/api/admin/categories/${category.id}`, { cookie: signedIn.admin, body: { name: newName } })).status).toBe(200);
    expect((await catalogue()).find((p) => p.id === product.id)?.category).toBe(newName);

    await expectCached();
    expect((await send(signedIn.api, "DELETE", `/api/admin/categories/${category.id}`, { cookie: signedIn.admin })).status).toBe(200);
    expect((await catalogue()).find((p) => p.id === product.id)?.category).toBeNull();
  });

  it("data import", async () => {
    await catalogue();
    await expectCached();
    const name = `Cache imported ${unique()}`;
    const response = await send(signedIn.api, "POST", "/api/admin/import-data", {
      cookie: signedIn.admin,
      body: { products: [{ name, manufacturer: "Acme", description: "D", isPublished: true }] },
    });
    expect(response.status).toBe(200);
    expect((await catalogue()).map((p) => p.name)).toContain(name);
  });

  it("a product written straight into Firestore with the version bumped (seed, bench, tests), also in the sitemap", async () => {
    await fetch(signedIn.api.url("/sitemap.xml"));
    await expectCached();
    const id = 910000 + Math.floor(Math.random() * 80000);
    await putProduct(id);
    expect((await catalogue()).map((p) => p.id)).toContain(id);
    const sitemap = await fetch(signedIn.api.url("/sitemap.xml"));
    // The catalogue's version and the news version: both lists come from memory.
    expect(reads(sitemap)).toBe(2);
    expect(await sitemap.text()).toContain(`/products/${id}</loc>`);
  });
});
