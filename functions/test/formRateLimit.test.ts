import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "../src/config.js";
import { db } from "../src/firebase.js";
import { randomAddress, send, startApi, unique, type TestApi } from "./helpers.js";

// The other files run with a high limit (globalSetup.ts); this one checks the real default.
let api: TestApi;
const before = process.env.FORM_RATE_LIMIT;
beforeAll(async () => {
  delete process.env.FORM_RATE_LIMIT;
  resetConfig();
  api = await startApi();
});
afterAll(async () => {
  await api.close();
  process.env.FORM_RATE_LIMIT = before;
  resetConfig();
});

const demoRequest = (company: string) => ({ firstName: "Ada", lastName: "Lovelace", email: `ada-${unique()}@example.com`, company, industry: "energy" });
const contact = () => ({ name: "Grace Hopper", email: `grace-${unique()}@example.com`, subject: "Pricing", message: "Please call me." });

describe("public form rate limit", () => {
  it("stores 5 of 30 parallel demo requests from one address and answers the rest 429 JSON with Retry-After", async () => {
    const company = `Flood ${unique()}`;
    const address = randomAddress();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => send(api, "POST", "/api/demo-request", { body: demoRequest(company), headers: { "X-Forwarded-For": address } })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(25);
    expect(await refused[0]!.json()).toEqual({ message: "Too many submissions. Please try again later." });
    const retryAfter = Number(refused[0]!.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect((await db().collection("demo_requests").where("company", "==", company).get()).size).toBe(5);
  });

  it("counts both forms together, per address: another address still gets through, a spoofed one written before it does not", async () => {
    const address = randomAddress();
    const from = (forwardedFor: string) => ({ headers: { "X-Forwarded-For": forwardedFor } });
    for (let i = 0; i < 3; i++) expect((await send(api, "POST", "/api/contact", { body: contact(), ...from(address) })).status).toBe(201);
    for (let i = 0; i < 2; i++) expect((await send(api, "POST", "/api/demo-request", { body: demoRequest("Co"), ...from(address) })).status).toBe(201);
    expect((await send(api, "POST", "/api/contact", { body: contact(), ...from(address) })).status).toBe(429);
    expect((await send(api, "POST", "/api/contact", { body: contact(), ...from(`10.66.4.2, ${address}`) })).status).toBe(429);
    expect((await send(api, "POST", "/api/contact", { body: contact(), ...from(randomAddress()) })).status).toBe(201);
  });
});
