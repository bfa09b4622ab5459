import { createServer, request, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileTooLargeMessage, maxUploadBytes, mediaUploadPath } from "@lorawan/contracts/media";
import { startEdge, type EdgeBounds, type RunningEdge } from "./edge.ts";
import { pipelinedGets } from "./pipelined.ts";

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Sends `target` byte for byte (fetch would re-encode a malformed URL). */
function send(port: number, target: string, init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: target, method: init.method ?? "GET", headers: init.headers }, (res) => {
      let body = "";
      res.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end(init.body);
  });
}

describe("startEdge", () => {
  let hosting: Server;
  let edge: RunningEdge;
  const seen: { url: string; host?: string; forwardedFor?: string; expect?: string; body: string; bytes: Buffer }[] = [];

  beforeAll(async () => {
    // Stands in for the Hosting emulator: echoes what reached it, sets two cookies.
    hosting = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const bytes = Buffer.concat(chunks);
        const body = bytes.toString();
        seen.push({
          url: req.url!,
          host: req.headers.host,
          forwardedFor: req.headers["x-forwarded-for"] as string | undefined,
          expect: req.headers.expect,
          body,
          bytes,
        });
        res.writeHead(req.url === "/missing" ? 404 : 200, { "Content-Type": "text/plain", "Set-Cookie": ["a=1", "b=2"] });
        res.end(`${req.method} ${req.url} ${body}`);
      });
    });
    await new Promise<void>((resolve) => hosting.listen(0, "127.0.0.1", resolve));
    edge = await startEdge(0, (hosting.address() as AddressInfo).port);
  });

  afterAll(async () => {
    await edge.stop();
    await new Promise((resolve) => hosting.close(resolve));
  });

  it("passes requests and answers through unchanged", async () => {
    const answer = await send(edge.port, "/api/contact?x=%20", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "203.0.113.9" },
      body: '{"name":"A"}',
    });
    expect(answer).toMatchObject({ status: 200, body: 'POST /api/contact?x=%20 {"name":"A"}' });
    expect(answer.headers["set-cookie"]).toEqual(["a=1", "b=2"]);
    expect(seen.at(-1)).toMatchObject({ url: "/api/contact?x=%20", host: `127.0.0.1:${edge.port}`, forwardedFor: "203.0.113.9", body: '{"name":"A"}' });
    expect((await send(edge.port, "/missing")).status).toBe(404);
  });

  it("answers a malformed URL itself: JSON under /api, text elsewhere, and keeps serving", async () => {
    const before = seen.length;
    const api = await send(edge.port, "/api/%");
    expect(api.status).toBe(400);
    expect(api.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(JSON.parse(api.body)).toEqual({ message: "Malformed URL: a % must begin an escape of UTF-8 text, such as %20" });
    const page = await send(edge.port, "/marketplace?q=100%");
    expect(page.status).toBe(400);
    expect(page.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(seen.length).toBe(before);
    expect((await send(edge.port, "/")).status).toBe(200);
  });

  it("answers a body the Functions runtime's parsers refuse itself, in the API's JSON", async () => {
    const before = seen.length;
    const post = (body: string | Buffer, headers: Record<string, string> = {}, target = "/api/auth/login") =>
      send(edge.port, target, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body });
    const refused: [Promise<Answer>, number, string | RegExp][] = [
      [post("{bad"), 400, "Malformed JSON body"],
      [post("null"), 400, "The request body must be a JSON object"],
      [post('"x"'), 400, "The request body must be a JSON object"],
      [post("not gzip", { "Content-Encoding": "gzip" }), 400, /^The request body could not be decoded/],
      [post("not brotli", { "Content-Encoding": "br" }), 415, /^Unsupported Content-Encoding/],
      // UTF-8 bytes labelled UTF-16: the function refuses any charset but UTF-8 with 415, whatever the bytes (issue 47).
      [post('{"username":"a"}', { "Content-Type": "application/json; charset=utf-16" }), 415, "Unsupported charset: send UTF-8"],
      [
        post(Array.from({ length: 1001 }, (_, i) => `f${i}=x`).join("&"), { "Content-Type": "application/x-www-form-urlencoded" }),
        413,
        "Too many form fields (at most 1000)",
      ],
    ];
    for (const [answer, status, message] of refused) {
      const { status: got, headers, body } = await answer;
      expect(got).toBe(status);
      expect(headers["content-type"]).toBe("application/json; charset=utf-8");
      expect((JSON.parse(body) as { message: string }).message).toMatch(message);
    }
    const page = await post("{bad", {}, "/marketplace");
    expect(page).toMatchObject({ status: 400, body: "Malformed JSON body\n" });
    expect(seen.length).toBe(before);
  });

  it("passes a body the runtime accepts on byte for byte, compressed or chunked", async () => {
    const gzipped = gzipSync('{"name":"A"}');
    const answer = await send(edge.port, "/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Content-Encoding": "gzip" },
      body: gzipped,
    });
    expect(answer.status).toBe(200);
    expect(seen.at(-1)?.bytes.equals(gzipped)).toBe(true);
    const form = Array.from({ length: 1000 }, (_, i) => `f${i}=x`).join("&");
    expect(
      (await send(edge.port, "/api/contact", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: form })).status,
    ).toBe(200);
    expect(seen.at(-1)?.body).toBe(form);
    const chunked = await send(edge.port, "/api/contact", { method: "POST", headers: { "Transfer-Encoding": "chunked" }, body: "no type at all" });
    expect(chunked).toMatchObject({ status: 200, body: "POST /api/contact no type at all" });
  });

  it("refuses an upload past its limit as soon as its length or its bytes say so, and passes one within it", async () => {
    const before = seen.length;
    const tooLarge = { status: 413, body: JSON.stringify({ message: fileTooLargeMessage(maxUploadBytes) }) };
    const multipart = { "Content-Type": "multipart/form-data; boundary=x" };
    // Declared too large: answered before a byte of the body is read. (This client then sends none,
    // so its connection is not one to use again.)
    const declared = await send(edge.port, mediaUploadPath, {
      method: "POST",
      headers: { ...multipart, "Content-Length": String(30 * 1024 * 1024), Connection: "close" },
    });
    expect(declared).toMatchObject(tooLarge);
    // Sent in chunks with no length: answered when the bytes pass the limit, before the end.
    const streamed = await new Promise<Answer>((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port: edge.port, path: mediaUploadPath, method: "POST", headers: multipart }, (res) => {
        let body = "";
        res.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      });
      req.on("error", () => {});
      const chunk = Buffer.alloc(1024 * 1024);
      let sent = 0;
      const more = () => {
        // Never ends on its own: only the edge's answer stops it.
        while (sent < 64 && req.write(chunk)) sent += 1;
        if (sent < 64) req.once("drain", more);
        else reject(new Error("64 MB sent without an answer"));
      };
      more();
    });
    expect(streamed).toMatchObject(tooLarge);
    expect(seen.length).toBe(before);
    const within = Buffer.alloc(maxUploadBytes, 1);
    expect((await send(edge.port, mediaUploadPath, { method: "POST", headers: multipart, body: within })).status).toBe(200);
    expect(seen.at(-1)?.bytes.length).toBe(maxUploadBytes);
  });

  it("meets Expect: 100-continue itself: 413 before the body when it is too large, else 100 and on without the header", async () => {
    const ask = (length: number, body: Buffer) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(edge.port, "127.0.0.1");
        let text = "";
        socket.on("data", (chunk: Buffer) => {
          text += chunk.toString("latin1");
          if (text.startsWith("HTTP/1.1 100 ") && !socket.writableEnded) socket.write(body);
        });
        socket.on("error", reject);
        socket.on("close", () => resolve(text));
        socket.write(
          `POST ${mediaUploadPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: ${length}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
        );
      });
    const refused = await ask(maxUploadBytes * 2, Buffer.alloc(0));
    expect(refused).toMatch(/^HTTP\/1\.1 413 /);
    const accepted = await ask(5, Buffer.from("hello"));
    expect(accepted).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 /);
    expect(seen.at(-1)).toMatchObject({ body: "hello", expect: undefined });
  });

  it("answers 502 in JSON when the Hosting emulator is gone", async () => {
    const orphan = await startEdge(0, 1);
    try {
      const answer = await send(orphan.port, "/api/products");
      expect(answer.status).toBe(502);
      expect(JSON.parse(answer.body)).toEqual({ message: "The Hosting emulator is not answering" });
    } finally {
      await orphan.stop();
    }
  });

  it("sends a request again on a new connection when the kept-alive one was closed under it", async () => {
    // The Hosting emulator closes an idle kept-alive connection after 5 s; a request the edge sends
    // on it at that moment meets a reset. This stand-in resets every second request of a connection.
    let served = 0;
    const closing = createServer((req, res) => {
      const socket = req.socket as typeof req.socket & { requests?: number };
      socket.requests = (socket.requests ?? 0) + 1;
      if (socket.requests > 1) {
        socket.destroy();
        return;
      }
      req.resume();
      req.on("end", () => res.end(`answer ${++served}`));
    });
    await new Promise<void>((resolve) => closing.listen(0, "127.0.0.1", resolve));
    const front = await startEdge(0, (closing.address() as AddressInfo).port);
    try {
      // An admin's save is a PUT with a body (here 4 MB): it is sent again whole.
      const save = { method: "PUT", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ description: "x".repeat(4 * 1024 * 1024) }) };
      for (const init of [{}, {}, { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"a":1}' }, save, save]) {
        const answer = await send(front.port, "/assets/app.js", init);
        expect(answer.status).toBe(200);
      }
      expect(served).toBe(5);
    } finally {
      await front.stop();
      await new Promise((resolve) => closing.close(resolve));
    }
  });
});

describe("startEdge with bounds", () => {
  let upstream: Server;
  let edge: RunningEdge;
  /** Answers held until the test lets them go, and the most in flight at once per class. */
  const held: (() => void)[] = [];
  let holding = false;
  const inFlight = { page: 0, api: 0, static: 0 };
  const most = { page: 0, api: 0, static: 0 };
  const reached: string[] = [];
  const kind = (target: string) => (target.startsWith("/api") ? "api" : target.startsWith("/static") ? "static" : "page");
  const cacheControl: Record<string, string> = {
    "/kept": "public, max-age=0, s-maxage=60",
    "/api/kept": "public, max-age=60, s-maxage=300",
    "/private": "private, no-store",
  };

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      const path = req.url!.split("?")[0]!;
      const k = kind(path);
      reached.push(`${req.method} ${req.url}`);
      inFlight[k] += 1;
      most[k] = Math.max(most[k], inFlight[k]);
      const reply = () => {
        inFlight[k] -= 1;
        const headers: Record<string, string | string[]> = { "Content-Type": "text/plain", "Cache-Control": cacheControl[path] ?? "no-store" };
        if (path === "/cookie") Object.assign(headers, { "Cache-Control": "public, s-maxage=60", "Set-Cookie": ["a=1"] });
        res.writeHead(200, headers).end(`answer to ${req.method} ${req.url}`);
      };
      req.resume();
      req.on("end", () => (holding ? held.push(reply) : reply()));
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    edge = await startEdge(0, (upstream.address() as AddressInfo).port, bounds(60_000));
  });

  /** Two at once and three waiting per class; `deadlineMs` long unless a test waits for it. */
  const bounds = (deadlineMs: number): EdgeBounds => ({
    classify: kind,
    limits: { page: { concurrency: 2, queue: 3 }, api: { concurrency: 2, queue: 3 } },
    deadlineMs,
    holdMs: 60_000,
    retryAfterSeconds: 5,
    cache: { maxAgeMs: 60_000, maxEntries: 100, maxBodyBytes: 1024 * 1024 },
  });

  afterAll(async () => {
    await edge.stop();
    await new Promise((resolve) => upstream.close(resolve));
  });

  const letGo = () => {
    holding = false;
    for (const reply of held.splice(0)) reply();
  };

  it("lets a class's limit through, queues its queue and answers the rest 503 with Retry-After: JSON under /api, a page elsewhere", async () => {
    holding = true;
    const pages = Array.from({ length: 8 }, (_, i) => send(edge.port, `/page?${i}`));
    const apis = Array.from({ length: 8 }, (_, i) => send(edge.port, `/api/items?${i}`));
    // A file of the build passes by the gates, full as they are.
    const file = send(edge.port, "/static/app.js");
    await expect.poll(() => held.length, { timeout: 30_000 }).toBe(5);
    letGo();
    const [pageAnswers, apiAnswers] = [await Promise.all(pages), await Promise.all(apis)];
    expect((await file).status).toBe(200);
    for (const answers of [pageAnswers, apiAnswers]) {
      expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
      const refused = answers.filter((a) => a.status === 503);
      expect(refused).toHaveLength(3);
      for (const a of refused) expect(a.headers).toMatchObject({ "retry-after": "5", "cache-control": "no-store" });
    }
    expect(JSON.parse(apiAnswers.find((a) => a.status === 503)!.body)).toEqual({ message: "The site is busy. Please try again shortly." });
    const page = pageAnswers.find((a) => a.status === 503)!;
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.body).toContain("<h1>The site is busy</h1>");
    expect(most).toMatchObject({ page: 2, api: 2 });
  });

  it("answers 503 at the deadline, and keeps the slot until the function has answered", async () => {
    const hurried = await startEdge(0, (upstream.address() as AddressInfo).port, bounds(1_500));
    try {
      holding = true;
      const before = { ...most };
      const late = await Promise.all([send(hurried.port, "/page?late-1"), send(hurried.port, "/page?late-2")]);
      for (const a of late) expect(a).toMatchObject({ status: 503, headers: { "retry-after": "5" } });
      // Both slots are still the held answers': the next request waits for one of them.
      const next = send(hurried.port, "/page?next");
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(reached).not.toContain("GET /page?next");
      letGo();
      await next;
      expect(reached).toContain("GET /page?next");
      expect(most.page).toBe(Math.max(before.page, 2));
    } finally {
      await hurried.stop();
    }
  });

  it("answers every one of 50 requests pipelined on one connection, 200 or 503 with Retry-After", async () => {
    const answers = await pipelinedGets(edge.port, "/page?pipelined", 50);
    expect(answers).toHaveLength(50);
    for (const a of answers) {
      expect([200, 503]).toContain(a.status);
      if (a.status === 503) expect(a.headers).toMatch(/^Retry-After: 5\r$/im);
    }
    expect(most.page).toBeLessThanOrEqual(2);
    // An answer a CDN may keep: the first goes to the function, the rest come from the cache.
    const kept = await pipelinedGets(edge.port, "/kept?pipelined", 50);
    expect(kept.map((a) => a.status)).toEqual(Array.from({ length: 50 }, () => 200));
    expect(reached.filter((line) => line === "GET /kept?pipelined")).toHaveLength(1);
  });

  it("answers what s-maxage lets a CDN keep from its cache, by full URL and session, and forgets it after a write", async () => {
    const count = (target: string) => reached.filter((line) => line === `GET ${target}`).length;
    expect((await send(edge.port, "/kept")).status).toBe(200);
    const again = await send(edge.port, "/kept");
    expect(again).toMatchObject({ status: 200, body: "answer to GET /kept", headers: { age: expect.stringMatching(/^\d+$/) } });
    expect((await send(edge.port, "/kept", { method: "HEAD" })).status).toBe(200);
    expect(count("/kept")).toBe(1);
    await send(edge.port, "/kept?other");
    await send(edge.port, "/kept", { headers: { Cookie: "__session=someone" } });
    expect(reached).toContain("GET /kept?other");
    expect(count("/kept")).toBe(2);
    for (const target of ["/private", "/cookie"]) {
      await send(edge.port, target);
      const second = await send(edge.port, target);
      expect(second.headers.age).toBeUndefined();
      expect(count(target)).toBe(2);
    }
    await send(edge.port, "/api/kept");
    await send(edge.port, "/api/kept");
    expect(count("/api/kept")).toBe(1);
    expect((await send(edge.port, "/api/items", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" })).status).toBe(200);
    await send(edge.port, "/kept");
    await send(edge.port, "/api/kept");
    expect([count("/kept"), count("/api/kept")]).toEqual([3, 2]);
  });
});
