import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type TestApi } from "./helpers.js";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

// The rendering itself needs the web build (e2e marketplace.spec.ts reads the rendered results;
// src/render/pageSsr.test.ts what the renderer is given). Without one the prerendered page goes out.
describe("GET /marketplace (decision 013)", () => {
  it("answers an HTML page every view asks for again, reading one document while the catalogue is unchanged", async () => {
    await fetch(api.url("/api/products"));
    const response = await fetch(api.url("/marketplace?q=probe&sort=name"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
    expect(response.headers.get("x-firestore-reads")).toBe("1");
    expect(await response.text()).toMatch(/^<!DOCTYPE html>/i);
  });
});
