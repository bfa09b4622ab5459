import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "../src/firebase.js";
import { startApi, type TestApi } from "./helpers.js";

// The bench's figure "Firestore reads per catalogue page view" comes from this header (emulator only).
let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const reads = (response: Response) => Number(response.headers.get("x-firestore-reads"));

describe("X-Firestore-Reads on the emulators", () => {
  it("counts one read per product the catalogue query returns", async () => {
    const now = Timestamp.now();
    const id = 600000 + Math.floor(Math.random() * 90000);
    await db()
      .collection("products")
      .doc(String(id))
      .set({ name: "Counted", manufacturer: "Acme", description: "x", isPublished: true, isActive: true, createdAt: now, updatedAt: now });
    const published = await db().collection("products").where("isPublished", "==", true).get();

    const response = await fetch(api.url("/api/products"));
    expect(response.status).toBe(200);
    expect(reads(response)).toBe(published.size);
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
