import { describe, expect, it } from "vitest";
import type { TrashItem } from "@lorawan/contracts/history";
import { send, signedInApiForFile, unique } from "./helpers.js";

// Issue 49: Data Sync exports the trash with the rest, and its import puts trashed records back into
// the trash, adding only what is new (spec 9.1), under ids of this database.
const file = signedInApiForFile();

const call = (method: string, path: string, body?: unknown) => send(file.api, method, path, { cookie: file.admin, body });
async function json<T>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}
type Exported = { trash: (TrashItem & { record: { id: number; name?: string; title?: string; price?: string | null; isPublished: boolean } })[] };
const trashItems = async () => (await json<{ items: TrashItem[] }>(await call("GET", "/api/admin/trash"))).items;

describe("Data Sync and the trash", () => {
  it("exports trashed records whole, with who deleted them and when", async () => {
    const product = await json<{ id: number; name: string }>(
      await call("POST", "/api/admin/products", { name: `Sync ${unique()}`, manufacturer: "Acme", description: "D", price: "5.00", isPublished: true }),
      201,
    );
    await json(await call("DELETE", `/api/admin/products/${product.id}`));
    const exported = await json<Exported>(await call("GET", "/api/admin/export-data"));
    const item = exported.trash.find((i) => i.kind === "products" && i.id === product.id);
    expect(item).toMatchObject({
      name: product.name,
      record: { id: product.id, name: product.name, price: "5.00", isPublished: true },
      deletedBy: { email: expect.stringMatching(/^admin-/) as unknown },
    });
    // This environment's own export adds nothing: the item is in the trash already.
    expect(await json(await call("POST", "/api/admin/import-data", exported))).toMatchObject({ message: "Nothing to import: every item already exists" });
  });

  it("imports another environment's trash under new ids, once, and it restores from there", async () => {
    const tag = unique();
    const deletedAt = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString();
    const deletedBy = { uid: "elsewhere", email: "someone@example.com", name: "Someone" };
    const foreign = {
      version: 1,
      trash: [
        {
          kind: "products",
          id: 90001,
          name: `Trashed ${tag}`,
          deletedAt,
          deletedBy,
          batchId: `batch-${tag}`,
          record: { id: 90001, name: `Trashed ${tag}`, manufacturer: "Acme", description: "D", price: "7.00", isPublished: true },
        },
        {
          kind: "news",
          id: 90002,
          name: `Old news ${tag}`,
          deletedAt,
          deletedBy,
          batchId: `batch-${tag}`,
          record: { id: 90002, title: `Old news ${tag}`, slug: `old-news-${tag}`, excerpt: "E", content: "C", category: "Company", isPublished: false },
        },
      ],
    };
    const answer = await json<{ message: string }>(await call("POST", "/api/admin/import-data", foreign));
    expect(answer.message).toContain("and 2 items into the trash");
    const imported = (await trashItems()).filter((i) => i.batchId === `batch-${tag}`);
    expect(imported).toHaveLength(2);
    expect(imported.find((i) => i.kind === "products")).toMatchObject({ name: `Trashed ${tag}`, deletedAt, deletedBy });
    expect(imported.some((i) => i.id === 90001 || i.id === 90002)).toBe(false);

    expect((await json<{ message: string }>(await call("POST", "/api/admin/import-data", foreign))).message).toBe(
      "Nothing to import: every item already exists",
    );

    const restored = await json<{ restored: { kind: string; id: number }[] }>(await call("POST", "/api/admin/trash/restore", { batchId: `batch-${tag}` }));
    expect(restored.restored).toHaveLength(2);
    const productId = restored.restored.find((r) => r.kind === "products")!.id;
    expect(await json(await call("GET", `/api/admin/products/${productId}`))).toMatchObject({ name: `Trashed ${tag}`, price: "7.00", isPublished: true });
  });

  it("refuses a trashed item that is not a valid record with 400, writing nothing", async () => {
    const response = await call("POST", "/api/admin/import-data", {
      trash: [
        {
          kind: "products",
          id: 1,
          name: "X",
          deletedAt: new Date().toISOString(),
          deletedBy: { uid: "u", email: null, name: null },
          batchId: "b",
          record: { name: "" },
        },
      ],
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: "Invalid request" });
  });
});
