import { gzipSync } from "node:zlib";
import { expect, test, type APIResponse } from "@playwright/test";
import { createAccount, unique } from "./admin-support.ts";

// A client sends a body the server cannot read: the Functions runtime parses it before our code
// runs and used to answer with an HTML page and a stack trace. Every such answer under /api is the
// API's JSON `{message}` with a 4xx status (the edge in front of the emulators, decision 020).

/** Asserts the API's error format: the status, JSON `{message}`, no stack or HTML. */
async function expectJsonError(response: APIResponse, status: number, message: string | RegExp, label: string) {
  expect(response.status(), label).toBe(status);
  expect(response.headers()["content-type"], label).toMatch(/^application\/json/);
  const text = await response.text();
  expect(text, label).not.toMatch(/ at |node_modules|<html|<pre>/i);
  expect((JSON.parse(text) as { message: string }).message, label).toMatch(message);
}

const json = { "Content-Type": "application/json" };
const tooManyFields = Array.from({ length: 1500 }, (_, i) => `f${i}=x`).join("&");

test("bodies the server cannot read are answered 4xx in JSON, without signing in", async ({ request }) => {
  const cases: [string, Record<string, string>, string | Buffer, number, string | RegExp][] = [
    ["malformed JSON", json, "{bad", 400, "Malformed JSON body"],
    ["null", json, "null", 400, "The request body must be a JSON object"],
    ['"x"', json, '"x"', 400, "The request body must be a JSON object"],
    ["brotli garbage", { ...json, "Content-Encoding": "br" }, "not brotli", 415, /^Unsupported Content-Encoding/],
    ["gzip garbage", { ...json, "Content-Encoding": "gzip" }, "not gzip", 400, /^The request body could not be decoded/],
    ["an unknown encoding", { ...json, "Content-Encoding": "x-unknown" }, "{}", 415, /^Unsupported Content-Encoding/],
    ["a charset other than UTF-8", { "Content-Type": "application/json; charset=x-unknown" }, "{}", 415, "Unsupported charset: send UTF-8"],
    // Well-formed UTF-16 (with its byte order mark), which body-parser would decode: issue 47.
    ["UTF-16", { "Content-Type": "application/json; charset=utf-16" }, Buffer.from("\ufeff{}", "utf16le"), 415, "Unsupported charset: send UTF-8"],
    ["1500 form fields", { "Content-Type": "application/x-www-form-urlencoded" }, tooManyFields, 413, "Too many form fields (at most 1000)"],
  ];
  for (const path of ["/api/auth/login", "/api/contact"]) {
    for (const [label, headers, body, status, message] of cases) {
      await expectJsonError(await request.post(path, { headers, data: Buffer.from(body) }), status, message, `${path}: ${label}`);
    }
  }
  // A well-formed gzipped body still reaches the function (which checks what it says).
  const gzipped = await request.post("/api/contact", { headers: { ...json, "Content-Encoding": "gzip" }, data: gzipSync('{"name":"A"}') });
  await expectJsonError(gzipped, 400, "Invalid request", "gzipped contact form");
  expect((await request.get("/api/health")).status()).toBe(200);
});

test("text that is not valid Unicode is answered 400 with a message, on every form and admin write", async ({ request }) => {
  const loneSurrogate = /^The request body is not valid Unicode text/;
  const email = `${unique("lead").replace(" ", "-")}@example.com`;
  const contact = `{"name":"A\\ud800","email":"${email}","subject":"Pricing","message":"Hello"}`;
  await expectJsonError(await request.post("/api/contact", { headers: json, data: Buffer.from(contact) }), 400, loneSurrogate, "contact");
  const demo = `{"firstName":"Ada","lastName":"L\\udc00","email":"${email}","company":"Acme"}`;
  await expectJsonError(await request.post("/api/demo-request", { headers: json, data: Buffer.from(demo) }), 400, loneSurrogate, "demo request");

  const admin = await createAccount("admin");
  expect((await request.post("/api/auth/login", { data: admin })).status()).toBe(200);
  const product = `{"name":"${unique("Sensor")}","manufacturer":"Acme\\ud800","description":"d"}`;
  await expectJsonError(await request.post("/api/admin/products", { headers: json, data: Buffer.from(product) }), 400, loneSurrogate, "product create");
});
