import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, signedInCookies, startApi, type TestApi } from "./helpers.js";

let api: TestApi;
let cookies: Awaited<ReturnType<typeof signedInCookies>>;
beforeAll(async () => {
  api = await startApi();
  cookies = await signedInCookies(api);
});
afterAll(() => api.close());

/** Every admin call of spec 7, plus the Leads tab's two reads. */
const adminRoutes: [string, string][] = [
  ["GET", "/api/admin/products"],
  ["POST", "/api/admin/products"],
  ["PUT", "/api/admin/products/1"],
  ["PATCH", "/api/admin/products/1/publish"],
  ["DELETE", "/api/admin/products/1"],
  ["GET", "/api/admin/categories"],
  ["POST", "/api/admin/categories"],
  ["PUT", "/api/admin/categories/1"],
  ["DELETE", "/api/admin/categories/1"],
  ["GET", "/api/admin/media"],
  ["POST", "/api/admin/media/upload"],
  ["DELETE", "/api/admin/media/some-id"],
  ["GET", "/api/admin/news"],
  ["POST", "/api/admin/news"],
  ["PUT", "/api/admin/news/1"],
  ["DELETE", "/api/admin/news/1"],
  ["GET", "/api/admin/export-data"],
  ["POST", "/api/admin/import-data"],
  ["POST", "/api/admin/import-devices"],
  ["GET", "/api/admin/demo-requests"],
  ["GET", "/api/admin/contact-submissions"],
];

describe("admin access matrix", () => {
  it.each(adminRoutes)("%s %s answers 401 to an anonymous caller", async (method, path) => {
    const response = await send(api, method, path, { body: method === "GET" || method === "DELETE" ? undefined : {} });
    expect(response.status).toBe(401);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.json()).toEqual({ message: "Authentication required" });
  });

  it.each(adminRoutes)("%s %s answers 403 to a signed-in non-admin", async (method, path) => {
    const response = await send(api, method, path, { cookie: cookies.userCookie, body: method === "GET" || method === "DELETE" ? undefined : {} });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "Admin privileges required" });
  });

  it("lets an admin through with Cache-Control: no-store", async () => {
    const response = await send(api, "GET", "/api/admin/products", { cookie: cookies.adminCookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("cross-origin writes", () => {
  it("are refused with 403 even for an admin; same-origin and Origin-less calls pass", async () => {
    const body = { name: `Origin test ${Date.now()}` };
    const foreign = await send(api, "POST", "/api/admin/categories", { cookie: cookies.adminCookie, body, headers: { Origin: "https://attacker.example" } });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ message: "Cross-origin request refused" });
    const demo = await send(api, "POST", "/api/demo-request", { body: {}, headers: { Origin: "null" } });
    expect(demo.status).toBe(403);
    const allowed = await send(api, "POST", "/api/admin/categories", { cookie: cookies.adminCookie, body, headers: { Origin: "http://127.0.0.1:5000" } });
    expect(allowed.status).toBe(201);
  });

  it("does not apply to reads", async () => {
    const response = await send(api, "GET", "/api/products", { headers: { Origin: "https://elsewhere.example" } });
    expect(response.status).toBe(200);
  });
});

describe("error answers", () => {
  it("unknown API paths answer 404 JSON, admin ones too for an admin", async () => {
    const response = await send(api, "GET", "/api/admin/nothing-here", { cookie: cookies.adminCookie });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Unknown API path" });
  });

  it("a JSON body over 1 MB answers 413", async () => {
    const response = await send(api, "POST", "/api/contact", { body: { name: "x".repeat(1024 * 1024 + 10) } });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: "Request body too large" });
  });

  it("malformed JSON answers 400 on admin calls too", async () => {
    const response = await fetch(api.url("/api/admin/categories"), {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookies.adminCookie },
      body: '{"name": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Malformed JSON body" });
  });
});
