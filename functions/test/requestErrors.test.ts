import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "../src/firebase.js";
import { randomAddress, signedInCookies, startApi, unique, type TestApi } from "./helpers.js";

let api: TestApi;
let adminCookie: string;
beforeAll(async () => {
  api = await startApi();
  ({ adminCookie } = await signedInCookies(api));
});
afterAll(() => api.close());

/** Posts `body` as is, from an address of its own (the public forms are throttled per address). */
function post(path: string, body: string | Buffer, headers: Record<string, string> = {}) {
  return fetch(api.url(path), {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": randomAddress(), ...headers },
    body: new Uint8Array(Buffer.from(body)),
  });
}

/** The API's error format: JSON `{message}`, never a stack or an HTML page. */
async function expectJsonError(response: Response, status: number, message?: string | RegExp) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const text = await response.text();
  expect(text).not.toMatch(/ at |node_modules|SyntaxError/);
  const body = JSON.parse(text) as { message: unknown };
  expect(body.message).toEqual(expect.any(String));
  if (message !== undefined) expect(body.message).toMatch(message);
}

describe("bodies the server cannot read", () => {
  it("answers malformed JSON 400 {message}", async () => {
    await expectJsonError(await post("/api/auth/login", "{bad"), 400, "Malformed JSON body");
  });

  it.each(["null", '"x"', "42", "true"])("answers the JSON value %s 400: the body must be an object", async (body) => {
    await expectJsonError(await post("/api/auth/login", body), 400, "The request body must be a JSON object");
    await expectJsonError(await post("/api/contact", body), 400, "The request body must be a JSON object");
  });

  it("answers a body that is not what its Content-Encoding says 400, and an unknown encoding 415", async () => {
    await expectJsonError(await post("/api/auth/login", "not gzip at all", { "Content-Encoding": "gzip" }), 400, /could not be decoded/);
    await expectJsonError(await post("/api/auth/login", "not brotli at all", { "Content-Encoding": "br" }), 400, /could not be decoded/);
    await expectJsonError(await post("/api/auth/login", "{}", { "Content-Encoding": "x-unknown" }), 415, "Unsupported Content-Encoding");
  });

  it("reads a gzipped JSON body", async () => {
    const response = await post("/api/contact", gzipSync(JSON.stringify({ name: "A" })), { "Content-Encoding": "gzip" });
    await expectJsonError(response, 400, "Invalid request");
  });

  it("answers a charset other than UTF-8 415", async () => {
    await expectJsonError(
      await post("/api/auth/login", "{}", { "Content-Type": "application/json; charset=x-unknown" }),
      415,
      "Unsupported charset: send UTF-8",
    );
    // body-parser decodes UTF-16 itself: its garbled text was a 400 "Malformed JSON body" (issue 47).
    for (const charset of ["utf-16", "UTF-16BE", "utf-32"]) {
      await expectJsonError(
        await post("/api/contact", '{"name":"A"}', { "Content-Type": `application/json; charset=${charset}` }),
        415,
        "Unsupported charset: send UTF-8",
      );
    }
  });

  it("answers a form with more than 1000 fields 4xx in JSON", async () => {
    const form = Array.from({ length: 1500 }, (_, i) => `f${i}=x`).join("&");
    const response = await post("/api/contact", form, { "Content-Type": "application/x-www-form-urlencoded" });
    expect(response.status).toBeGreaterThanOrEqual(400);
    await expectJsonError(response, response.status);
  });
});

describe("text that is not valid Unicode", () => {
  // JSON may spell half of a surrogate pair (\ud800) on its own; no UTF-8 text can hold it, and
  // Firestore refused to store it (500).
  const loneSurrogate = /not valid Unicode text/;

  it("answers a lone surrogate in a contact message 400 and stores nothing", async () => {
    const email = `grace-${unique()}@example.com`;
    const body = `{"name":"A\\ud800","email":"${email}","subject":"Pricing","message":"Hello"}`;
    await expectJsonError(await post("/api/contact", body), 400, loneSurrogate);
    expect((await db().collection("contact_submissions").where("email", "==", email).get()).size).toBe(0);
  });

  it("answers a lone surrogate in a demo request 400, in a key too", async () => {
    const email = `ada-${unique()}@example.com`;
    const lead = `"firstName":"Ada","lastName":"L","email":"${email}","company":"Acme"`;
    await expectJsonError(await post("/api/demo-request", `{${lead},"projectDescription":"x\\udc00y"}`), 400, loneSurrogate);
    await expectJsonError(await post("/api/demo-request", `{${lead},"\\ud83d":"x"}`), 400, loneSurrogate);
  });

  it("answers a lone surrogate in an admin product create 400, deep in its specifications", async () => {
    const name = `Sensor ${unique()}`;
    const body = `{"name":"${name}","manufacturer":"Acme","description":"d","specifications":{"Range":"2 km\\ud800"}}`;
    await expectJsonError(await post("/api/admin/products", body, { Cookie: adminCookie }), 400, loneSurrogate);
    expect((await db().collection("products").where("name", "==", name).get()).size).toBe(0);
  });

  it("keeps well-formed text outside the Basic Multilingual Plane", async () => {
    const email = `emoji-${unique()}@example.com`;
    const body = `{"name":"Grace \\ud83d\\ude00","email":"${email}","subject":"Pricing 📡","message":"Hello"}`;
    const response = await post("/api/contact", body);
    expect(response.status).toBe(201);
    const stored = await db().collection("contact_submissions").where("email", "==", email).get();
    expect(stored.docs[0]?.data()).toMatchObject({ name: "Grace 😀", subject: "Pricing 📡" });
  });
});
