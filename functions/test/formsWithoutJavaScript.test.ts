import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { config } from "../src/config.js";
import { db } from "../src/firebase.js";
import { createAccount, unique, type TestApi } from "./helpers.js";
import { startPagesApi } from "./pages.js";

// The forms a page sends without JavaScript (decision 085): POST /contact/send and POST /sign-in,
// URL-encoded, answered by their routes' actions through React Router's request handler, against
// the test Firestore and the Auth emulator.
let api: TestApi;
beforeAll(async () => {
  api = await startPagesApi();
});
afterAll(async () => {
  await api?.close();
});

const fields = () => ({
  firstName: "Grace",
  lastName: "Hopper",
  email: `grace-${unique()}@example.com`,
  company: "Harbour Water Works",
  industry: "water-management",
  projectDescription: "Level sensors in 12 tanks & pumps <urgent>",
});

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(api.url("/contact/send"), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body,
    redirect: "manual",
  });

async function storedRequests(email: string) {
  return (await db().collection("demo_requests").where("email", "==", email).get()).docs.map((doc) => doc.data());
}

describe("POST /contact/send (the contact form without JavaScript)", () => {
  it("stores the demo request as the API does and sends the visitor on to /contact/sent", { timeout: 60_000 }, async () => {
    const sent = fields();
    const response = await post(new URLSearchParams(sent).toString());
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/contact/sent");
    const stored = await storedRequests(sent.email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ ...sent, items: [] });
  });

  it("takes the form from the site's own page, whose Origin is the public one and not the function's host", async () => {
    const sent = fields();
    const response = await post(new URLSearchParams(sent).toString(), { Origin: config().publicOrigins[0]! });
    expect(response.status).toBe(303);
    expect(await storedRequests(sent.email)).toHaveLength(1);
  });

  it("answers a blank required field with the form again, as typed, saying what to change, and stores nothing", async () => {
    const sent = { ...fields(), company: "   " };
    const response = await post(new URLSearchParams(sent).toString());
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Required Fields Missing");
    expect(html).toContain("Please fill in all required fields.");
    // What was typed is in the fields (escaped), so nothing is lost.
    expect(html).toContain(`value="${sent.email}"`);
    expect(html).toContain("Level sensors in 12 tanks &amp; pumps &lt;urgent&gt;");
    expect(await storedRequests(sent.email)).toHaveLength(0);
  });

  it("answers an address that is not an email with the form again and the field named", async () => {
    const sent = { ...fields(), email: `not-an-email-${unique()}` };
    const response = await post(new URLSearchParams(sent).toString());
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("email:");
    expect(html).toContain(`value="${sent.email}"`);
    expect(await storedRequests(sent.email)).toHaveLength(0);
  });

  it("answers a control character in a field with the form again and the field named, as the API does, and stores nothing", async () => {
    const sent = { ...fields(), company: "Harbour\u0000Water Works" };
    const response = await post(new URLSearchParams(sent).toString());
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("company: Remove the control characters (such as NUL) from this text");
    expect(await storedRequests(sent.email)).toHaveLength(0);
  });

  it("refuses JSON, a form from another site, and a body past the limit, storing nothing", async () => {
    const sent = fields();
    const json = await post(JSON.stringify(sent), { "Content-Type": "application/json" });
    expect(json.status).toBe(415);
    const crossSite = await post(new URLSearchParams(sent).toString(), { Origin: "https://attacker.example" });
    expect(crossSite.status).toBe(403);
    const huge = await post(new URLSearchParams({ ...sent, projectDescription: "x".repeat(100_000) }).toString());
    expect(huge.status).toBe(413);
    expect(await storedRequests(sent.email)).toHaveLength(0);
  });

  it("shows a plain visit the contact page's empty form, never indexed", async () => {
    const response = await fetch(api.url("/contact/send"), { redirect: "manual" });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('name="robots" content="noindex"');
    expect(html).toContain('action="/contact/send"');
    expect(html).not.toContain('role="alert"');
  });
});

describe("POST /sign-in (the admin's sign-in form sent by the browser)", () => {
  const signIn = (fields: Record<string, string>) =>
    fetch(api.url("/sign-in"), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual",
    });

  it("signs an admin in: on to /admin with the session cookie, which the API then takes", async () => {
    const admin = await createAccount("admin");
    const response = await signIn({ username: admin.email, password: admin.password });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/admin");
    expect(response.headers.get("cache-control")).toContain("no-store");
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^__session=[^;]+;.*HttpOnly/i);
    const user = await fetch(api.url("/api/auth/user"), { headers: { Cookie: cookie.split(";")[0]! } });
    expect(await user.json()).toMatchObject({ username: admin.email, role: "admin" });
  });

  it("answers a wrong password with the form again saying the login failed, the username as typed, and no cookie", async () => {
    const admin = await createAccount("admin");
    const response = await signIn({ username: admin.email, password: "not-the-password" });
    expect(response.status).toBe(401);
    expect(response.headers.get("set-cookie")).toBeNull();
    const html = await response.text();
    expect(html).toContain("Login failed. Please try again.");
    expect(html).toContain('action="/sign-in"');
    expect(html).toContain(`value="${admin.email}"`);
    expect(html).not.toContain("not-the-password");
  });
});
