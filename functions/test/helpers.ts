import type { AddressInfo } from "node:net";
import { createServer, request, type IncomingHttpHeaders, type RequestListener, type Server } from "node:http";
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll } from "vitest";
import { createApp } from "../src/app.js";
import { auth, db } from "../src/firebase.js";
import { bumpCatalogueVersion } from "../src/store/catalogueVersion.js";

export interface TestApi {
  url: (path: string) => string;
  close: () => Promise<void>;
}

/** How long closing a test's server may take: far less than the API project's hook timeout. */
const closeDeadlineMs = 10_000;

/**
 * Closes a test's server. `server.close()` waits for every connection to end, and a request still
 * in flight (a test that timed out, an answer left unread) holds it for good: on a loaded machine
 * `pages.test.ts`'s `afterAll` passed Vitest's hook limit this way and skipped the file's tests. The
 * file's tests are over, so its connections are closed at once; a close that still does not end
 * fails on its own deadline, saying which server.
 */
export async function closeServer(server: Server, deadlineMs = closeDeadlineMs): Promise<void> {
  const { port } = (server.address() as AddressInfo | null) ?? { port: "?" };
  const closed = new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  server.closeAllConnections();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`The test server on port ${port} did not close within ${deadlineMs / 1000} s, with its connections closed`)),
      deadlineMs,
    );
  });
  try {
    await Promise.race([closed, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** Serves `listener` (an Express app) on an ephemeral port, as Hosting would reach it; `close` is closeServer. */
export async function serve(listener: RequestListener): Promise<TestApi> {
  const server: Server = await new Promise((resolve, reject) => {
    const s = createServer(listener).listen(0, "127.0.0.1", () => resolve(s));
    s.once("error", reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    close: () => closeServer(server),
  };
}

/** The API on a port of its own; with `pages` (render/pages.ts) also the pages the function renders. */
export function startApi(options: Parameters<typeof createApp>[0] = {}): Promise<TestApi> {
  return serve(createApp(options));
}

/** A unique suffix so each test builds its own data. */
export const unique = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * A client address of its own per caller, sent as X-Forwarded-For: the throttles count per address,
 * and every test request comes from 127.0.0.1. The tests play the one trusted proxy
 * (TRUSTED_PROXY_HOPS=1 in globalSetup.ts), so the entry a test writes last is the client.
 */
export const randomAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join(".")}`;

/**
 * Writes a product document straight into Firestore (older or imported shapes the API would not
 * write), published and active unless `fields` say otherwise. Like every write path it marks the
 * public catalogue changed in the same batch, or the function would keep answering its cached copy.
 */
export async function putProduct(id: number, fields: Record<string, unknown> = {}) {
  const now = Timestamp.now();
  const batch = db().batch();
  batch.set(db().collection("products").doc(String(id)), {
    name: `Sensor ${unique()}`,
    manufacturer: "Acme",
    description: "A sensor",
    isPublished: true,
    isActive: true,
    createdAt: now,
    updatedAt: now,
    ...fields,
  });
  bumpCatalogueVersion(db(), batch);
  await batch.commit();
}

export interface Account {
  uid: string;
  email: string;
  password: string;
}

/** A Firebase Auth account, with the admin claim when asked. */
export async function createAccount(role: "admin" | "user"): Promise<Account> {
  const email = `${role}-${unique()}@example.com`;
  const password = `Pw-${unique()}`;
  const user = await auth().createUser({ email, password });
  if (role === "admin") await auth().setCustomUserClaims(user.uid, { role: "admin" });
  return { uid: user.uid, email, password };
}

/** Logs in through POST /api/auth/login and answers the Cookie header to send afterwards. */
export async function login(api: TestApi, account: Account): Promise<string> {
  const response = await fetch(api.url("/api/auth/login"), {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": randomAddress() },
    body: JSON.stringify({ username: account.email, password: account.password }),
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  const setCookie = response.headers.get("set-cookie") ?? "";
  const match = /__session=([^;]+)/.exec(setCookie);
  if (!match) throw new Error("login set no __session cookie");
  return `__session=${match[1]}`;
}

/** A signed-in admin and a signed-in non-admin, as cookies. */
export async function signedInCookies(api: TestApi) {
  const [admin, user] = await Promise.all([createAccount("admin"), createAccount("user")]);
  const [adminCookie, userCookie] = await Promise.all([login(api, admin), login(api, user)]);
  return { admin, user, adminCookie, userCookie };
}

/** The API a file's tests call, and a signed-in admin's Cookie header; set once beforeAll has run. */
export interface SignedInApi {
  api: TestApi;
  admin: string;
}

/**
 * For a file of admin API tests: starts the API before its tests and signs an admin in, and closes
 * the API after them. Read the fields inside tests and hooks, not at the file's top level.
 */
export function signedInApiForFile(): SignedInApi {
  const file = {} as SignedInApi;
  beforeAll(async () => {
    file.api = await startApi();
    file.admin = (await signedInCookies(file.api)).adminCookie;
  });
  afterAll(() => file.api.close());
  return file;
}

/** fetch with a JSON body and optional cookie. */
export function send(api: TestApi, method: string, path: string, options: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  return fetch(api.url(path), {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

/** An answer's status, headers and raw bytes, not decoded (fetch would decode a compressed body). */
export function rawGet(api: TestApi, path: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(api.url(path), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}
