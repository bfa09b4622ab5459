import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app.js";
import { db } from "../src/firebase.js";
import { randomAddress, serve, signedInCookies, startApi, unique, type TestApi } from "./helpers.js";

// Issue 30, item 4: JSON endpoints take JSON only (415 otherwise), bytes that are not UTF-8 are
// refused rather than stored as U+FFFD, and every answer says Cross-Origin-Resource-Policy.

let api: TestApi;
let runtime: TestApi;
let admin: string;

/**
 * The app behind the parsers the Functions runtime (and its emulator) runs before it: they read
 * JSON, text, forms and anything else, keeping the bytes as `rawBody` (decision 020).
 */
async function startBehindRuntimeParsers() {
  const outer = express();
  const keepRawBody = (req: express.Request, _res: unknown, bytes: Buffer) => Object.assign(req, { rawBody: bytes });
  outer.use(express.json({ limit: "32mb", verify: keepRawBody }));
  outer.use(express.text({ limit: "32mb", verify: keepRawBody }));
  outer.use(express.urlencoded({ extended: true, limit: "32mb", verify: keepRawBody }));
  outer.use(express.raw({ type: "*/*", limit: "32mb", verify: keepRawBody }));
  outer.use(createApp());
  return serve(outer);
}

beforeAll(async () => {
  api = await startApi();
  runtime = await startBehindRuntimeParsers();
  admin = (await signedInCookies(api)).adminCookie;
});
afterAll(async () => {
  await api.close();
  await runtime.close();
});

const post = (url: string, body: string | Buffer, headers: Record<string, string>) =>
  fetch(url, { method: "POST", headers: { "X-Forwarded-For": randomAddress(), ...headers }, body: new Uint8Array(Buffer.from(body)) });

const productNamed = async (name: string) => (await db().collection("products").where("name", "==", name).get()).size;

describe.each([
  ["the function", () => api.url],
  ["the function behind the runtime's parsers", () => runtime.url],
])("%s", (_label, urlOf) => {
  it("answers a form-encoded or plain-text body to a JSON endpoint 415 and creates nothing", async () => {
    const name = `Sensor ${unique()}`;
    const form = new URLSearchParams({ name, manufacturer: "Acme", description: "Measures" }).toString();
    for (const [contentType, body] of [
      ["application/x-www-form-urlencoded", form],
      ["text/plain", JSON.stringify({ name, manufacturer: "Acme", description: "Measures" })],
      ["multipart/form-data; boundary=x", `--x\r\nContent-Disposition: form-data; name="name"\r\n\r\n${name}\r\n--x--\r\n`],
    ]) {
      const response = await post(urlOf()("/api/admin/products"), body!, { Cookie: admin, "Content-Type": contentType! });
      expect(response.status, contentType).toBe(415);
      expect(await response.json()).toEqual({ message: "Send the request body as JSON, with Content-Type: application/json" });
    }
    expect(await productNamed(name)).toBe(0);
    const email = `form-${unique()}@example.com`;
    const contact = new URLSearchParams({ name: "Ada", email, subject: "Pricing", message: "Hello" }).toString();
    expect((await post(urlOf()("/api/contact"), contact, { "Content-Type": "application/x-www-form-urlencoded" })).status).toBe(415);
    expect((await db().collection("contact_submissions").where("email", "==", email).get()).size).toBe(0);
    expect((await post(urlOf()("/api/auth/login"), "username=a&password=b", { "Content-Type": "application/x-www-form-urlencoded" })).status).toBe(415);
  });

  it("answers bytes that are not UTF-8 in a JSON body 400 and stores nothing", async () => {
    const name = `Sensor ${unique()}`;
    const latin1 = Buffer.concat([Buffer.from(`{"name":"${name}","manufacturer":"Acme","description":"Caf`), Buffer.from([0xe9]), Buffer.from('"}')]);
    const response = await post(urlOf()("/api/admin/products"), latin1, { Cookie: admin, "Content-Type": "application/json" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "The request body is not valid UTF-8 text" });
    expect(await productNamed(name)).toBe(0);

    const email = `utf8-${unique()}@example.com`;
    const overlong = Buffer.concat([Buffer.from(`{"name":"A`), Buffer.from([0xc0, 0xaf]), Buffer.from(`","email":"${email}","subject":"Pricing","message":"Hello"}`)]);
    expect((await post(urlOf()("/api/contact"), overlong, { "Content-Type": "application/json" })).status).toBe(400);
    expect((await db().collection("contact_submissions").where("email", "==", email).get()).size).toBe(0);
  });

  it("answers a JSON body in another charset 415 and stores nothing (issue 47)", async () => {
    const name = `Sensor ${unique()}`;
    // Well-formed UTF-16 with its byte order mark: the runtime's parser decodes it, and it is still refused.
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(JSON.stringify({ name, manufacturer: "Acme", description: "Measures" }), "utf16le")]);
    for (const contentType of ["application/json; charset=utf-16", "application/json; charset=UTF-16LE", 'application/json; charset="utf-16"']) {
      const response = await post(urlOf()("/api/admin/products"), utf16, { Cookie: admin, "Content-Type": contentType });
      expect(response.status, contentType).toBe(415);
      expect(await response.json()).toEqual({ message: "Unsupported charset: send UTF-8" });
    }
    expect(await productNamed(name)).toBe(0);
  });

  it("still takes JSON in UTF-8, its charset named in any case or not at all, and a POST without a body", async () => {
    for (const contentType of ["application/json; charset=utf-8", "application/json;charset=UTF-8", "application/json"]) {
      const name = `Sensor ${unique()}`;
      const created = await post(urlOf()("/api/admin/products"), JSON.stringify({ name, manufacturer: "Acmé", description: "Measures 📡" }), {
        Cookie: admin,
        "Content-Type": contentType,
      });
      expect(created.status, contentType).toBe(201);
      expect(await created.json()).toMatchObject({ name, manufacturer: "Acmé", description: "Measures 📡" });
    }
    expect((await fetch(urlOf()("/api/auth/logout"), { method: "POST" })).status).toBe(200);
  });
});

describe("Cross-Origin-Resource-Policy", () => {
  it("is same-origin on every answer: data, errors, refusals and paths outside the API", async () => {
    const answers = await Promise.all([
      fetch(api.url("/api/products")),
      fetch(api.url("/api/health")),
      fetch(api.url("/api/no-such-call")),
      fetch(api.url("/api/admin/products")),
      post(api.url("/api/contact"), "{bad", { "Content-Type": "application/json" }),
      fetch(api.url("/no-such-page")),
    ]);
    expect(answers.map((response) => response.status)).toEqual([200, 200, 404, 401, 400, 404]);
    for (const response of answers) expect(response.headers.get("cross-origin-resource-policy"), response.url).toBe("same-origin");
  });
});
