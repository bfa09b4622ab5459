import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ActivityEntry, ActivityPage } from "@lorawan/contracts/history";
import { db } from "../src/firebase.js";
import { createAccount, login, send, startApi, unique, type Account, type TestApi } from "./helpers.js";

// Issue 49: the Activity tab's log: who did what and when across the catalogue (saves, publishing,
// bulk actions with their size, imports, restores, deletes, sign-ins), filterable by person, action
// and date, paged, and exported as CSV like the leads (decision 105).
let api: TestApi;
let alice: Account;
let bob: Account;
let aliceCookie: string;
let bobCookie: string;
beforeAll(async () => {
  api = await startApi();
  [alice, bob] = await Promise.all([createAccount("admin"), createAccount("admin")]);
  [aliceCookie, bobCookie] = await Promise.all([login(api, alice), login(api, bob)]);
});
afterAll(() => api.close());

async function json<T>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}
const call = (cookie: string, method: string, path: string, body?: unknown) => send(api, method, path, { cookie, body });
const createProduct = async (cookie: string) =>
  json<{ id: number; name: string; updatedAt: string }>(
    await call(cookie, "POST", "/api/admin/products", { name: `Activity ${unique()}`, manufacturer: "Acme", description: "A sensor" }),
    201,
  );
const activity = async (query: string, cookie = aliceCookie) => json<ActivityPage>(await call(cookie, "GET", `/api/admin/activity${query}`));

describe("activity", () => {
  it("lists writes newest first with who, what and the record, and a bulk action as one entry with its size", async () => {
    const product = await createProduct(bobCookie);
    await json(await call(bobCookie, "PUT", `/api/admin/products/${product.id}`, { name: product.name, manufacturer: "Acme", description: "Changed" }));
    const bulk = await Promise.all([createProduct(bobCookie), createProduct(bobCookie), createProduct(bobCookie)]);
    await json(await call(bobCookie, "POST", "/api/admin/products/bulk", { ids: bulk.map((p) => p.id), action: "publish" }));

    const { entries, people } = await activity(`?person=${bob.uid}&limit=10`);
    const [first, second] = entries as [ActivityEntry, ActivityEntry];
    expect(first).toMatchObject({ action: "bulk-publish", count: 3, kind: "products", by: { uid: bob.uid, email: bob.email } });
    expect(first.batchId).toEqual(expect.any(String));
    expect(entries.filter((e) => e.action === "create" && bulk.some((p) => p.id === e.recordId))).toHaveLength(3);
    expect(entries.find((e) => e.action === "save")).toMatchObject({ kind: "products", recordId: product.id, name: product.name, count: 1 });
    expect(entries.every((e) => e.by.uid === bob.uid)).toBe(true);
    expect(entries.map((e) => e.at)).toEqual([...entries.map((e) => e.at)].sort().reverse());
    expect(second.at <= first.at).toBe(true);
    expect(people).toEqual(expect.arrayContaining([expect.objectContaining({ uid: bob.uid, email: bob.email }), expect.objectContaining({ uid: alice.uid })]));
  });

  it("logs sign-ins, deletes and restores from the trash", async () => {
    const product = await createProduct(aliceCookie);
    await json(await call(aliceCookie, "DELETE", `/api/admin/products/${product.id}`));
    await json(await call(aliceCookie, "POST", "/api/admin/trash/restore", { items: [{ kind: "products", id: product.id }] }));
    const { entries } = await activity(`?person=${alice.uid}`);
    expect(entries.slice(0, 3).map((e) => e.action)).toEqual(["restore-from-trash", "delete", "create"]);
    expect(entries[0]).toMatchObject({ kind: "products", recordId: product.id, name: product.name, count: 1 });
    expect(entries.at(-1)).toMatchObject({ action: "sign-in", kind: null, recordId: null, count: 1 });
  });

  it("shows an import as one entry with its count, and a bulk delete as one", async () => {
    const tag = unique();
    const products = Array.from({ length: 3 }, (_, i) => ({ name: `Imported ${tag} ${i}`, manufacturer: "Acme", description: "D" }));
    await json(await call(aliceCookie, "POST", "/api/admin/import-data", { products }));
    const [imported] = (await activity(`?person=${alice.uid}&action=import`)).entries;
    expect(imported).toMatchObject({ action: "import", count: 3, kind: "products", recordId: null });
    const created = await Promise.all([createProduct(aliceCookie), createProduct(aliceCookie)]);
    await json(await call(aliceCookie, "POST", "/api/admin/products/bulk", { ids: created.map((p) => p.id), action: "delete" }));
    const [deleted] = (await activity(`?person=${alice.uid}&action=bulk-delete`)).entries;
    expect(deleted).toMatchObject({ action: "bulk-delete", count: 2, kind: "products" });
  });

  it("filters by action and by date", async () => {
    const product = await createProduct(aliceCookie);
    await json(await call(aliceCookie, "PATCH", `/api/admin/products/${product.id}/publish`, { isPublished: true }));
    const published = await activity(`?action=publish&person=${alice.uid}`);
    expect(published.entries.length).toBeGreaterThan(0);
    expect(published.entries.every((e) => e.action === "publish")).toBe(true);
    expect(published.entries[0]).toMatchObject({ recordId: product.id });

    const today = new Date().toISOString().slice(0, 10);
    expect((await activity(`?from=${today}&to=${today}&person=${alice.uid}`)).entries.length).toBeGreaterThan(0);
    expect((await activity(`?to=2001-01-01&person=${alice.uid}`)).entries).toEqual([]);
    expect((await activity(`?from=2999-01-01`)).entries).toEqual([]);
  });

  it("pages without losing or repeating entries, entries sharing a millisecond included", async () => {
    const person = `pager-${unique()}`;
    const at = Timestamp.fromMillis(Date.parse("2020-02-02T10:00:00.000Z"));
    const batch = db().batch();
    for (let i = 0; i < 7; i++) {
      // Seven entries, three of them at one instant, written as the stores write them.
      const when = i < 3 ? at : Timestamp.fromMillis(at.toMillis() - i * 1000);
      batch.set(db().collection("activity").doc(`${person}-${i}`), {
        at: when,
        uid: person,
        by: { uid: person, email: null, name: "Pager" },
        action: "sign-in",
        kind: null,
        recordId: null,
        name: null,
        count: 1,
        refs: [],
      });
    }
    await batch.commit();
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: ActivityPage = await activity(`?person=${person}&limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...page.entries.map((e) => e.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(4);
    expect(new Set(seen).size).toBe(7);
  });

  it("exports the filtered log as a CSV attachment like the leads", async () => {
    const product = await createProduct(bobCookie);
    const response = await call(bobCookie, "GET", `/api/admin/activity.csv?person=${bob.uid}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="activity-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = await response.text();
    const lines = text.split("\r\n");
    expect(lines[0]).toBe('"Time (UTC)","Name","Email","Action","Kind","Record id","Record","Count","Batch"');
    expect(lines[1]).toContain(`"create","products","${product.id}","${product.name}","1"`);
    expect(lines.slice(1).every((line) => line === "" || line.includes(bob.email))).toBe(true);
  });

  it("defuses a record name that a spreadsheet would run as a formula", async () => {
    const name = `=HYPERLINK("x") ${unique()}`;
    await json(await call(aliceCookie, "POST", "/api/admin/products", { name, manufacturer: "Acme", description: "A sensor" }), 201);
    const text = await (await call(aliceCookie, "GET", `/api/admin/activity.csv?person=${alice.uid}&action=create`)).text();
    expect(text).toContain(`"'=HYPERLINK(""x"")`);
  });

  it("refuses bad filters with 400 and anyone but an admin", async () => {
    for (const query of [
      "?limit=0",
      "?limit=101",
      "?limit=x",
      "?action=dance",
      "?from=2024-13-45",
      "?from=yesterday",
      "?from=2024-02-02&to=2024-01-01",
      "?cursor=bm9wZQ",
    ]) {
      const response = await call(aliceCookie, "GET", `/api/admin/activity${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ message: "Invalid request" });
    }
    expect((await call(aliceCookie, "GET", "/api/admin/activity.csv?action=dance")).status).toBe(400);
    expect((await send(api, "GET", "/api/admin/activity")).status).toBe(401);
  });
});
