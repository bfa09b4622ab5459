import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type TestApi } from "./helpers.js";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe("GET /products", () => {
  it("moves for good to /marketplace, its query kept", async () => {
    const response = await fetch(api.url("/products?category=Air%20Quality&sort=name"), { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/marketplace?category=Air%20Quality&sort=name");
  });
});
