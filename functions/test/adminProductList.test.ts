import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { rawGet, send, signedInApiForFile, unique } from "./helpers.js";

// The admin's list (GET /api/admin/products?view=summary) answers from memory while no product has
// changed, and every write of a product, draft or published, shows in the next answer.
const signedIn = signedInApiForFile();

/** What any admin call reads before its own work: the signed-in user's account. */
const accountReads = 1;

type Summary = { id: number; name: string; isPublished: boolean; updatedAt: string };
type Answer = { list: Summary[]; reads: number };

async function adminList(): Promise<Answer> {
  const response = await send(signedIn.api, "GET", "/api/admin/products?view=summary", { cookie: signedIn.admin });
  expect(response.status).toBe(200);
  return { list: (await response.json()) as Summary[], reads: Number(response.headers.get("x-firestore-reads")) };
}

async function write(method: string, path: string, body?: unknown) {
  const response = await send(signedIn.api, method, path, { cookie: signedIn.admin, body });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return response.status === 204 ? null : ((await response.json()) as Summary);
}

const draft = () => ({ name: `Draft ${unique()}`, manufacturer: "Acme", description: "Measures things", isPublished: false });

describe("the admin's product list", () => {
  it("reads only the catalogue version while no product has changed", async () => {
    await adminList();
    const again = await adminList();
    expect(again.reads).toBe(accountReads + 1);
  });

  it("shows a draft's creation, rename, publication and deletion in the next answer", async () => {
    await adminList();
    const created = (await write("POST", "/api/admin/products", draft()))!;
    const afterCreate = await adminList();
    expect(afterCreate.list.find((p) => p.id === created.id)).toMatchObject({ name: created.name, isPublished: false });
    expect(afterCreate.reads).toBeGreaterThan(accountReads + afterCreate.list.length);

    const renamed = `${created.name} renamed`;
    await write("PUT", `/api/admin/products/${created.id}`, { ...draft(), name: renamed });
    expect((await adminList()).list.find((p) => p.id === created.id)?.name).toBe(renamed);

    await write("POST", "/api/admin/products/bulk", { ids: [created.id], action: "publish" });
    expect((await adminList()).list.find((p) => p.id === created.id)?.isPublished).toBe(true);

    await write("DELETE", `/api/admin/products/${created.id}`);
    const afterDelete = await adminList();
    expect(afterDelete.list.some((p) => p.id === created.id)).toBe(false);
    expect((await adminList()).reads).toBe(accountReads + 1);
  });

  it("answers the whole list (every device keeps it, issue 31) from memory too while no product has changed", async () => {
    const whole = async () => {
      const response = await send(signedIn.api, "GET", "/api/admin/products", { cookie: signedIn.admin });
      expect(response.status).toBe(200);
      return { list: (await response.json()) as Summary[], reads: Number(response.headers.get("x-firestore-reads")) };
    };
    await whole();
    expect((await whole()).reads).toBe(accountReads + 1);
    const created = (await write("POST", "/api/admin/products", draft()))!;
    const after = await whole();
    expect(after.list.some((p) => p.id === created.id)).toBe(true);
    expect((await whole()).reads).toBe(accountReads + 1);
  });

  it("sends the whole list (without view=summary) in the encoding the caller takes, the same JSON each way", async () => {
    const read = (encoding: string) => rawGet(signedIn.api, "/api/admin/products", { Cookie: signedIn.admin, "Accept-Encoding": encoding });
    const [plain, gzipped, brotli] = await Promise.all([read("identity"), read("gzip"), read("gzip, deflate, br, zstd")]);
    expect([plain.status, gzipped.status, brotli.status]).toEqual([200, 200, 200]);
    expect([plain.headers["content-encoding"], gzipped.headers["content-encoding"], brotli.headers["content-encoding"]]).toEqual([undefined, "gzip", "br"]);
    const products = JSON.parse(plain.body.toString("utf8")) as { id: number; description: string }[];
    expect(products.length).toBeGreaterThan(0);
    expect(products[0]).toHaveProperty("description");
    expect(gunzipSync(gzipped.body).toString("utf8")).toBe(plain.body.toString("utf8"));
    expect(brotliDecompressSync(brotli.body).toString("utf8")).toBe(plain.body.toString("utf8"));
  });
});
