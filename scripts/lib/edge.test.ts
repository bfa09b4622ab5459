import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEdge, type RunningEdge } from "./edge.ts";

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
  const seen: { url: string; host?: string; forwardedFor?: string; body: string; bytes: Buffer }[] = [];

  beforeAll(async () => {
    // Stands in for the Hosting emulator: echoes what reached it, sets two cookies.
    hosting = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const bytes = Buffer.concat(chunks);
        const body = bytes.toString();
        seen.push({ url: req.url!, host: req.headers.host, forwardedFor: req.headers["x-forwarded-for"] as string | undefined, body, bytes });
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
      for (const init of [{}, {}, { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"a":1}' }]) {
        const answer = await send(front.port, "/assets/app.js", init);
        expect(answer.status).toBe(200);
      }
      expect(served).toBe(3);
    } finally {
      await front.stop();
      await new Promise((resolve) => closing.close(resolve));
    }
  });
});
