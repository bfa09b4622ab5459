import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "../src/firebase.js";
import { send, signedInCookies, startApi, unique, type TestApi } from "./helpers.js";

let api: TestApi;
let cookies: Awaited<ReturnType<typeof signedInCookies>>;
beforeAll(async () => {
  api = await startApi();
  cookies = await signedInCookies(api);
});
afterAll(() => api.close());

const demoRequest = () => ({
  firstName: "Ada",
  lastName: "Lovelace",
  email: `ada-${unique()}@example.com`,
  company: "Analytical Engines Ltd",
  industry: "manufacturing",
  projectDescription: "Monitor 40 pumps",
});

describe("POST /api/demo-request", () => {
  it("stores the request with createdAt and answers 201 {id, message}", async () => {
    const body = demoRequest();
    const response = await send(api, "POST", "/api/demo-request", { body });
    expect(response.status).toBe(201);
    const answer = (await response.json()) as { id: string; message: string };
    expect(answer.message).toEqual(expect.any(String));
    const stored = await db().collection("demo_requests").doc(answer.id).get();
    expect(stored.data()).toMatchObject(body);
    expect(stored.get("createdAt")).toBeDefined();
  });

  it("accepts a request without the optional industry and project details", async () => {
    const { industry: _i, projectDescription: _p, ...body } = demoRequest();
    expect((await send(api, "POST", "/api/demo-request", { body: { ...body, industry: "" } })).status).toBe(201);
  });

  it.each([
    ["a missing first name", { firstName: "" }, "firstName"],
    ["a blank company", { company: "   " }, "company"],
    ["a bad email", { email: "not-an-email" }, "email"],
    ["an unknown industry", { industry: "mining" }, "industry"],
    ["an overlong description", { projectDescription: "x".repeat(5001) }, "projectDescription"],
    ["a NUL in the first name", { firstName: "Ada\u0000" }, "firstName"],
    ["an escape character in the description", { projectDescription: "Monitor\u001b[2J 40 pumps" }, "projectDescription"],
  ])("answers 400 for %s", async (_name, change, path) => {
    const response = await send(api, "POST", "/api/demo-request", { body: { ...demoRequest(), ...change } });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { issues: { path: string }[] };
    expect(answer.issues.map((issue) => issue.path)).toContain(path);
  });
});

describe("POST /api/contact", () => {
  const contact = () => ({ name: "Grace Hopper", email: `grace-${unique()}@example.com`, subject: "Pricing", message: "Please call me." });

  it("stores the submission and answers 201 {id, message}", async () => {
    const body = contact();
    const response = await send(api, "POST", "/api/contact", { body });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect((await db().collection("contact_submissions").doc(id).get()).data()).toMatchObject(body);
  });

  it("refuses control characters with a 400 naming the field, storing nothing, and keeps a message's tabs and line breaks", async () => {
    const body = { ...contact(), message: "Please call me.\u0000" };
    const refused = await send(api, "POST", "/api/contact", { body });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { issues: { path: string; message: string }[] }).issues).toEqual([
      { path: "message", message: "Remove the control characters (such as NUL) from this text" },
    ]);
    expect((await db().collection("contact_submissions").where("email", "==", body.email).get()).size).toBe(0);

    const lines = { ...contact(), message: "Two sites:\r\n\t- Lyon\n\t- Turin" };
    const stored = await send(api, "POST", "/api/contact", { body: lines });
    expect(stored.status).toBe(201);
    const { id } = (await stored.json()) as { id: string };
    expect((await db().collection("contact_submissions").doc(id).get()).get("message")).toBe(lines.message);
  });

  it("answers 400 when a required field is missing or the email is bad", async () => {
    for (const change of [{ subject: "" }, { message: undefined }, { email: "x@" }, { name: "n".repeat(201) }]) {
      expect((await send(api, "POST", "/api/contact", { body: { ...contact(), ...change } })).status).toBe(400);
    }
  });
});

describe("admin lead lists", () => {
  it("list demo requests and contact submissions newest first, for admins only", async () => {
    const first = await send(api, "POST", "/api/demo-request", { body: demoRequest() });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await send(api, "POST", "/api/demo-request", { body: demoRequest() });
    const [firstId, secondId] = [((await first.json()) as { id: string }).id, ((await second.json()) as { id: string }).id];

    const response = await send(api, "GET", "/api/admin/demo-requests", { cookie: cookies.adminCookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const ids = ((await response.json()) as { id: string }[]).map((lead) => lead.id);
    expect(ids.indexOf(secondId)).toBeLessThan(ids.indexOf(firstId));

    await send(api, "POST", "/api/contact", { body: { name: "N", email: "n@example.com", subject: "S", message: "M" } });
    const contacts = await send(api, "GET", "/api/admin/contact-submissions", { cookie: cookies.adminCookie });
    expect(contacts.status).toBe(200);
    expect(((await contacts.json()) as unknown[]).length).toBeGreaterThan(0);
  });
});
