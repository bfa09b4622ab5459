import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFirestore, type PersistentFirestore } from "../../scripts/lib/firestoreServer.ts";
import { shiftedPorts } from "../../scripts/lib/ports.ts";
import { resetConfig } from "../src/config.js";
import { resetFirebase } from "../src/firebase.js";
import { importChunkSize } from "../src/store/dataSync.js";
import { send, signedInCookies, unique, type TestApi } from "./helpers.js";
import { startPagesApi } from "./pages.js";

// Fault tests: this file runs the API against a Firestore of its own, which it really stops (the
// gRPC server shuts down, connections are refused) and restarts from its snapshot, as after an
// outage. The shared test Firestore of globalSetup is left alone.
const port = shiftedPorts(Number(process.env.API_TEST_PORT_OFFSET ?? 15000)).firestore + 7;
const snapshotFile = join(mkdtempSync(join(tmpdir(), "api-faults-")), "firestore.json");
const deadlineMs = 3000;
/**
 * An answer "by the deadline": within this of it. firebase-admin's own retrying lasts minutes; a
 * 2-core machine running other suites beside this one added more than 5 s to the deadline once.
 */
const deadlineSlackMs = 15_000;

let firestore: PersistentFirestore;
let api: TestApi;
let admin: string;

// The API files share one module graph (vitest.config.ts): the shared Firestore's host and clients
// are put back for the files after this one.
const sharedFirestoreHost = process.env.FIRESTORE_EMULATOR_HOST;

beforeAll(async () => {
  firestore = await startFirestore(port, snapshotFile);
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  process.env.REQUEST_DEADLINE_MS = String(deadlineMs);
  resetConfig();
  await resetFirebase();
  api = await startPagesApi();
  admin = (await signedInCookies(api)).adminCookie;
});
afterAll(async () => {
  await api.close();
  firestore.stop();
  process.env.FIRESTORE_EMULATOR_HOST = sharedFirestoreHost;
  delete process.env.REQUEST_DEADLINE_MS;
  resetConfig();
  await resetFirebase();
});

/** Brings the database back and waits until the API reads from it again (gRPC reconnects). */
async function restartFirestore() {
  firestore = await startFirestore(port, snapshotFile);
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const response = await send(api, "GET", "/api/admin/products", { cookie: admin });
    if (response.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the API did not reach the restarted Firestore within 60 s");
}

type Named = { id: number; name: string; categoryId?: number | null; category?: string | null };
const adminList = async (what: "products" | "categories") => (await (await send(api, "GET", `/api/admin/${what}`, { cookie: admin })).json()) as Named[];

async function expectUnavailable(response: Response, startedAt: number) {
  expect(response.status).toBe(503);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  expect(response.headers.get("retry-after")).toBe("30");
  expect(await response.json()).toEqual({ message: "The service is temporarily unavailable. Please try again shortly." });
  // Answered by the deadline, not after firebase-admin's own minutes of retrying.
  expect(Date.now() - startedAt).toBeLessThan(deadlineMs + deadlineSlackMs);
}

describe("with Firestore stopped", () => {
  it("answers 503 JSON promptly, public and admin, and nothing lands half-written", { timeout: 120_000 }, async () => {
    const tag = unique();
    const category = (await (await send(api, "POST", "/api/admin/categories", { cookie: admin, body: { name: `Outage cat ${tag}` } })).json()) as Named;
    const before = await adminList("products");
    // The catalogue is in the function's memory: with the version unreadable it is not served.
    expect((await fetch(api.url("/api/products"))).status).toBe(200);

    firestore.stop();
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/products"],
      ["GET", "/api/products/1"],
      ["POST", "/api/demo-request", { firstName: "A", lastName: "B", email: "a@example.com", company: "C", industry: "energy", projectDescription: "" }],
      ["GET", "/api/admin/products"],
      ["POST", "/api/admin/products", { name: `Outage product ${tag}`, manufacturer: "M", description: "D", categoryId: category.id }],
      ["DELETE", `/api/admin/categories/${category.id}`],
      ["POST", "/api/admin/import-data", { products: [{ name: `Outage import ${tag}`, manufacturer: "M", description: "D" }] }],
    ];
    const answers = await Promise.all(
      calls.map(async ([method, path, body]) => {
        const startedAt = Date.now();
        return { response: await send(api, method, path, { cookie: admin, body }), startedAt };
      }),
    );
    for (const { response, startedAt } of answers) await expectUnavailable(response, startedAt);

    // The home page, the product page and the marketplace still render, whole, saying what they
    // could not show, as a temporary failure nobody caches.
    const pages = {
      "/": "No products available yet.",
      "/products/1": "Product Not Found",
      "/marketplace?q=probe": "The catalogue could not be loaded. Please try again.",
    };
    for (const [path, says] of Object.entries(pages)) {
      const startedAt = Date.now();
      const page = await fetch(api.url(path));
      expect(page.status, path).toBe(503);
      expect(page.headers.get("content-type")).toMatch(/^text\/html/);
      expect(page.headers.get("cache-control")).toBe("no-store");
      expect(page.headers.get("retry-after")).toBe("30");
      const html = await page.text();
      expect(html).toMatch(/^<!DOCTYPE html>/i);
      expect(html).toContain(says);
      expect(Date.now() - startedAt).toBeLessThan(deadlineMs + deadlineSlackMs);
    }

    await restartFirestore();
    // Categories first: a delete landing between the two reads then shows as detached products.
    const categories = await adminList("categories");
    const products = await adminList("products");
    // The import gave up when it answered 503: it never writes later.
    expect(products.some((p) => p.name === `Outage import ${tag}`)).toBe(false);
    // Each multi-document write is all or nothing: the category is either still there with its
    // product attached, or gone with the product detached, never a product pointing at nothing.
    const categoryIds = new Set(categories.map((c) => c.id));
    for (const product of products) {
      if (product.categoryId !== null && product.categoryId !== undefined)
        expect(categoryIds.has(product.categoryId), `${product.name} points at a category that exists`).toBe(true);
    }
    // A product create that was still in flight may land once the database is back; whole, once.
    expect(products.filter((p) => p.name === `Outage product ${tag}`).length).toBeLessThanOrEqual(1);
    expect(products.length - before.length).toBeLessThanOrEqual(1);
  });
});

describe("an import interrupted halfway", () => {
  it("leaves whole chunks only, and running it again adds exactly the rest", { timeout: 120_000 }, async () => {
    const tag = unique();
    const count = importChunkSize + 50;
    const file = {
      categories: [{ id: 1, name: `Bulk cat ${tag}` }],
      products: Array.from({ length: count }, (_, i) => ({ name: `Bulk ${tag} ${i}`, manufacturer: "M", description: "D", categoryId: 1 })),
    };
    // The database goes away right after the first chunk (the category and 449 products) commits.
    let created = 0;
    let stopped = false;
    firestore.onCreate((_path, fields) => {
      if (!fields.includes(tag)) return;
      created += 1;
      if (created === importChunkSize && !stopped) {
        stopped = true;
        setImmediate(() => firestore.stop());
      }
    });

    const startedAt = Date.now();
    const interrupted = await send(api, "POST", "/api/admin/import-data", { cookie: admin, body: file });
    expect(stopped).toBe(true);
    await expectUnavailable(interrupted, startedAt);

    await restartFirestore();
    // The short deadline was for the outage; the resumed import is healthy work and gets the
    // production deadline, so a busy machine cannot turn it into a 503.
    delete process.env.REQUEST_DEADLINE_MS;
    resetConfig();
    const bulk = () => adminList("products").then((all) => all.filter((p) => p.name.startsWith(`Bulk ${tag} `)));
    expect((await bulk()).length).toBe(importChunkSize - 1);

    const resumed = await send(api, "POST", "/api/admin/import-data", { cookie: admin, body: file });
    expect(resumed.status).toBe(200);
    expect(((await resumed.json()) as { added: unknown }).added).toEqual({ categories: 0, products: count - importChunkSize + 1, news: 0 });

    const products = await bulk();
    expect(new Set(products.map((p) => p.name)).size).toBe(count);
    expect(products.length).toBe(count);
    const category = (await adminList("categories")).find((c) => c.name === `Bulk cat ${tag}`);
    expect(products.every((p) => p.categoryId === category?.id && p.category === category?.name)).toBe(true);
  });
});
