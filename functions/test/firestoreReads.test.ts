import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "../src/firebase.js";
import { putProduct, startApi, type TestApi } from "./helpers.js";

// The bench's figure "Firestore reads per catalogue page view" comes from this header (emulator only).
let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const reads = (response: Response) => Number(response.headers.get("x-firestore-reads"));
const publishedCount = async () => (await db().collection("products").where("isPublished", "==", true).get()).size;

describe("X-Firestore-Reads on the emulators", () => {
  it("counts the version and every product the catalogue query returns after a change, then the version only", async () => {
    await putProduct(600000 + Math.floor(Math.random() * 90000), { name: "Counted" });
    const published = await publishedCount();

    const first = await fetch(api.url("/api/products"));
    expect(first.status).toBe(200);
    expect(reads(first)).toBe(1 + published);

    const second = await fetch(api.url("/api/products"));
    expect(second.status).toBe(200);
    expect(reads(second)).toBe(1);
    expect(await second.text()).toBe(await first.text());
  });

  it("reads the catalogue once when requests for a changed catalogue overlap", async () => {
    await putProduct(600000 + Math.floor(Math.random() * 90000));
    const published = await publishedCount();
    const answers = await Promise.all(Array.from({ length: 5 }, () => fetch(api.url("/api/products"))));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    // Each request reads the version; one of them (whichever started the read) the catalogue.
    expect(answers.map(reads).reduce((sum, n) => sum + n, 0)).toBe(5 + published);
  });

  it("counts one read for a single product, found or not, and none for a health check", async () => {
    expect(reads(await fetch(api.url("/api/products/999999998")))).toBe(1);
    expect(reads(await fetch(api.url("/api/health")))).toBe(0);
  });

  it("counts per request, not per process, when calls overlap", async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => fetch(api.url("/api/products/999999997"))));
    expect(answers.map(reads)).toEqual([1, 1, 1, 1, 1]);
  });
});
