import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auth } from "../src/firebase.js";
import { createAccount, login, randomAddress, send, startApi, type TestApi } from "./helpers.js";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const loginAs = (username: string, password: string, address = randomAddress(), headers: Record<string, string> = {}) =>
  send(api, "POST", "/api/auth/login", { body: { username, password }, headers: { "X-Forwarded-For": address, ...headers } });

describe("POST /api/auth/login", () => {
  it("answers the user and sets an HttpOnly, SameSite=Strict __session cookie", async () => {
    const account = await createAccount("admin");
    const response = await loginAs(account.email, account.password);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.json()).toEqual({ id: account.uid, username: account.email, role: "admin" });
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^__session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\//);
    // The tests run against the emulators, where the cookie cannot be Secure (plain http).
    expect(cookie).not.toMatch(/Secure/);
  });

  it("gives a plain account the role user", async () => {
    const account = await createAccount("user");
    const response = await loginAs(account.email, account.password);
    expect(await response.json()).toMatchObject({ role: "user" });
  });

  it("answers 401 and sets no cookie for a wrong password or an unknown account", async () => {
    const account = await createAccount("user");
    for (const [username, password] of [
      [account.email, "wrong-password"],
      ["nobody-here@example.com", "whatever"],
    ] as const) {
      const response = await loginAs(username, password);
      expect(response.status).toBe(401);
      expect(response.headers.get("set-cookie")).toBeNull();
      expect(await response.json()).toEqual({ message: "Invalid username or password" });
    }
  });

  it("answers 400 with issues for a missing field and for malformed JSON", async () => {
    const missing = await send(api, "POST", "/api/auth/login", { body: { username: "a@example.com" } });
    expect(missing.status).toBe(400);
    expect((await missing.json()) as object).toMatchObject({ message: "Invalid request", issues: [{ path: "password" }] });

    const malformed = await fetch(api.url("/api/auth/login"), { method: "POST", headers: { "Content-Type": "application/json" }, body: "{nope" });
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get("cache-control")).toBe("private, no-store");
    expect(await malformed.json()).toEqual({ message: "Malformed JSON body" });
  });

  it("slows an account down at one address after 5 failures: 429 with Retry-After, even with the right password", async () => {
    const account = await createAccount("user");
    const address = randomAddress();
    for (let i = 0; i < 5; i++) {
      expect((await loginAs(account.email, "wrong", address)).status).toBe(401);
    }
    const blocked = await loginAs(account.email, account.password, address);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(25);
    expect(Number(blocked.headers.get("retry-after"))).toBeLessThanOrEqual(30);
    expect(await blocked.json()).toEqual({ message: "Too many login attempts. Please try again later." });
  });

  it("does not refuse the right password from one address because of failures at others (ASVS 2.2.1)", async () => {
    const account = await createAccount("admin");
    for (let i = 0; i < 3; i++) {
      const address = randomAddress();
      for (let j = 0; j < 6; j++) await loginAs(account.email, "wrong", address);
      expect((await loginAs(account.email, "wrong", address)).status).toBe(429);
    }
    expect((await loginAs(account.email, account.password, randomAddress())).status).toBe(200);
  });

  it("counts 50 parallel wrong passwords one by one: 5 answer 401, the rest 429", async () => {
    const account = await createAccount("user");
    const address = randomAddress();
    const answers = await Promise.all(Array.from({ length: 50 }, () => loginAs(account.email, "wrong", address)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(45);
  });

  it("a right password clears the account's failures at that address", async () => {
    const account = await createAccount("user");
    const address = randomAddress();
    for (let i = 0; i < 4; i++) await loginAs(account.email, "wrong", address);
    expect((await loginAs(account.email, account.password, address)).status).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect((await loginAs(account.email, "wrong", address)).status).toBe(401);
    }
  });

  it("slows a client address down after 20 failures across accounts; an address it writes before its own changes nothing", async () => {
    const address = randomAddress();
    for (let i = 0; i < 20; i++) {
      expect((await loginAs(`someone-${i}-${address}@example.com`, "wrong", address)).status).toBe(401);
    }
    const account = await createAccount("user");
    expect((await loginAs(account.email, account.password, address)).status).toBe(429);
    // The proxy appends the real address after whatever the caller wrote.
    expect((await loginAs(account.email, account.password, `10.66.4.2, ${address}`)).status).toBe(429);
    expect((await loginAs(account.email, account.password, randomAddress())).status).toBe(200);
  });

  it("refuses a login posted from another origin with 403: only the public origin's scheme, host and port pass", async () => {
    const account = await createAccount("user");
    const refused: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { Origin: "https://127.0.0.1:5000" },
      { Origin: "http://evil.example", "X-Forwarded-Host": "evil.example" },
      // The app's own address is not the public origin: the caller can write Host.
      { Origin: new URL(api.url("/")).origin },
    ];
    for (const headers of refused) {
      const response = await loginAs(account.email, account.password, randomAddress(), headers);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: "Cross-origin request refused" });
    }
    const allowed = await loginAs(account.email, account.password, randomAddress(), { Origin: "http://127.0.0.1:5000" });
    expect(allowed.status).toBe(200);
  });
});

describe("GET /api/auth/user", () => {
  it("answers 401 without a session and with a forged cookie", async () => {
    expect((await send(api, "GET", "/api/auth/user")).status).toBe(401);
    const forged = await send(api, "GET", "/api/auth/user", { cookie: "__session=not-a-session" });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ message: "Not signed in" });
  });

  it("answers the signed-in user; the custom claim wins over the users profile", async () => {
    const account = await createAccount("user");
    const cookie = await login(api, account);
    const response = await send(api, "GET", "/api/auth/user", { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.json()).toEqual({ id: account.uid, username: account.email, role: "user" });

    await auth().setCustomUserClaims(account.uid, { role: "admin" });
    const promoted = await login(api, account);
    expect(await (await send(api, "GET", "/api/auth/user", { cookie: promoted })).json()).toMatchObject({ role: "admin" });
  });
});

describe("POST /api/auth/logout", () => {
  it("clears the cookie and revokes the session", async () => {
    const account = await createAccount("admin");
    const cookie = await login(api, account);
    // A session from an earlier second (roles.test.ts has the logout within the sign-in's second).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const response = await send(api, "POST", "/api/auth/logout", { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toMatch(/__session=;.*Expires=Thu, 01 Jan 1970/);
    expect((await send(api, "GET", "/api/auth/user", { cookie })).status).toBe(401);
    expect((await send(api, "GET", "/api/admin/products", { cookie })).status).toBe(401);
  });

  it("answers 200 without a session too", async () => {
    expect((await send(api, "POST", "/api/auth/logout")).status).toBe(200);
  });
});
