import {
  Agent,
  createServer,
  request,
  type ClientRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { finished } from "node:stream/promises";
import { fileTooLargeMessage, maxUploadBytes, mediaUploadPath, uploadFramingBytes } from "@lorawan/contracts/media";
import { bodyParserRefusal } from "../../functions/src/http/bodyErrors.ts";
import { allowedMethods, decideTarget, type Refusal } from "./requestTarget.ts";

const isApi = (target: string) => target === "/api" || target.startsWith("/api/") || target.startsWith("/api?");

/** The API's error format (spec 8) under /api, plain text for pages. */
function answer(res: ServerResponse, target: string, status: number, message: string, close = false) {
  if (res.headersSent) return;
  const api = isApi(target);
  res.writeHead(status, {
    ...(close ? { Connection: "close" } : {}),
    "Content-Type": api ? "application/json; charset=utf-8" : "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
    // As every answer of the function and of Hosting (decision 059).
    "Cross-Origin-Resource-Policy": "same-origin",
    "X-Content-Type-Options": "nosniff",
  });
  res.end(api ? JSON.stringify({ message }) : `${message}\n`);
}

function redirect(res: ServerResponse, status: number, location: string) {
  res.writeHead(status, {
    Location: location,
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "Cross-Origin-Resource-Policy": "same-origin",
  });
  res.end(`Moved to ${location}\n`);
}

type BodyParser = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;
interface BodyParserModule {
  json(options: object): BodyParser;
  text(options: object): BodyParser;
  urlencoded(options: object): BodyParser;
  raw(options: object): BodyParser;
}

/**
 * The Functions emulator's runtime parses every body before our function runs
 * (firebase-tools/lib/emulator/functionsEmulatorRuntime.js) and answers what its parsers refuse
 * with Express's HTML error page, stack trace included; our code never sees the request. The edge
 * runs the same parsers first: body-parser as firebase-tools resolves it, with the runtime's
 * options, in the runtime's order (decision 020).
 */
const runtimeLimitBytes = 32 * 1024 * 1024;
const runtimeParsers = (() => {
  const fromRuntime = createRequire(createRequire(import.meta.url).resolve("firebase-tools/lib/emulator/functionsEmulatorRuntime.js"));
  const bodyParser = fromRuntime("body-parser") as BodyParserModule;
  // The runtime's rawBodySaver: with a verify function body-parser reads bytes, then decodes them.
  const options = { limit: runtimeLimitBytes, verify: () => {} };
  return [
    bodyParser.json(options),
    bodyParser.text(options),
    bodyParser.urlencoded({ ...options, extended: true }),
    bodyParser.raw({ ...options, type: "*/*" }),
  ];
})();

/**
 * Each parser in turn, as Express would call them: one that skips the body calls on at once, in the
 * same tick, so the one that reads is listening before the first chunk flows.
 */
function runParsers(req: IncomingMessage, res: ServerResponse, done: (err?: unknown) => void, index = 0) {
  const parse = runtimeParsers[index];
  if (!parse) return done();
  parse(req, res, (err) => (err ? done(err) : runParsers(req, res, done, index + 1)));
}

const hasBody = (req: IncomingMessage) => req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;

interface BodyLimit extends Refusal {
  maxBytes: number;
}

/**
 * The most a route's body may hold, and the function's answer past it: an upload's file and its
 * multipart framing, or the runtime's 32 MB. The edge refuses a larger body as soon as its
 * Content-Length says so (before the client sends it, when it asked `Expect: 100-continue`) or its
 * bytes pass the limit, instead of reading it whole and passing it on (decision 065).
 */
function bodyLimitOf(target: string): BodyLimit {
  if (target.split("?", 1)[0] === mediaUploadPath) {
    return { maxBytes: maxUploadBytes + uploadFramingBytes, status: 413, message: fileTooLargeMessage(maxUploadBytes) };
  }
  return { maxBytes: runtimeLimitBytes, status: 413, message: "Request body too large" };
}

const declaredBytes = (req: IncomingMessage) => Number(req.headers["content-length"] ?? 0);

/**
 * Reads the body as the Functions runtime would: its exact bytes when the runtime's parsers accept
 * it, or the refusal the function's own error handler would have given (`{message}` and status).
 * A body past `limit` is refused the moment it passes it.
 */
async function readBody(req: IncomingMessage, res: ServerResponse, limit: BodyLimit): Promise<{ bytes: Buffer } | Refusal> {
  const chunks: Buffer[] = [];
  let size = 0;
  let overLimit: () => void = () => {};
  const tooLarge = new Promise<"tooLarge">((resolve) => (overLimit = () => resolve("tooLarge")));
  // Listening before the parsers do: both see every chunk, so the bytes go on as they came
  // (still compressed, if they were).
  req.on("data", (chunk: Buffer) => {
    size += chunk.length;
    if (size > limit.maxBytes) overLimit();
    else chunks.push(chunk);
  });
  const parsed = new Promise<unknown>((resolve) => runParsers(req, res, resolve));
  const err = await Promise.race([parsed, tooLarge]);
  if (err === "tooLarge") {
    // Answered now, and the rest read and dropped rather than the connection closed under a client
    // still sending (it would meet a reset, not the answer); a body that never ends is cut after 10 s.
    void parsed.then(() => req.resume());
    const cut = setTimeout(() => req.socket.destroy(), 10_000).unref();
    req.once("end", () => clearTimeout(cut));
    return { status: limit.status, message: limit.message };
  }
  if (err) return bodyParserRefusal(err) ?? { status: 400, message: "The request body could not be read" };
  // A body with no Content-Type is left to the function; read it to its end all the same.
  if (!req.readableEnded) await finished(req);
  return { bytes: Buffer.concat(chunks) };
}

/** Connection-scoped headers, which a proxy does not pass on (RFC 9110 7.6.1). */
const hopByHop = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "te", "trailer", "upgrade"]);

function endToEnd(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.has(name)));
}

export interface RunningEdge {
  port: number;
  stop(): Promise<void>;
}

/**
 * Headers the edge answers itself: `Expect: 100-continue` is met here (Node's server sends the 100
 * before the body is read); passed on, the Hosting emulator's fetch refuses the request (500).
 */
const answeredHere = new Set(["expect"]);

/**
 * The local stack's front door on the site's port: it answers what the Hosting emulator would
 * crash on or misread (requestTarget.ts) and the bodies the Functions runtime's parsers refuse, and
 * passes everything else, unchanged (Host and X-Forwarded-For included), to the Hosting emulator on
 * `upstreamPort`, and its answers back.
 */
export async function startEdge(port: number, upstreamPort: number): Promise<RunningEdge> {
  // The Hosting emulator closes a connection idle for 5 s. A kept-alive socket idle for 1 s is
  // closed here first, so a request is not sent on a socket the emulator is closing (decision 063).
  const agent = new Agent({ keepAlive: true, timeout: 1000 });
  /**
   * Sends the request upstream and its answer back. Should the emulator close a kept-alive socket
   * all the same (a busy machine runs timers late), the request meets a reset or a broken pipe
   * before any answer, and is sent once more on a new connection (Node's documented remedy,
   * `reusedSocket`). Every request is replayable here: a body was read whole first, or there is none.
   */
  const forward = (req: IncomingMessage, res: ServerResponse, target: string, host: string, body: Buffer | null, retried = false) => {
    const headers = Object.fromEntries(Object.entries(endToEnd(req.headers)).filter(([name]) => !answeredHere.has(name)));
    headers.host = host;
    if (body) headers["content-length"] = String(body.length);
    let upstream: ClientRequest;
    try {
      upstream = request({ host: "127.0.0.1", port: upstreamPort, method: req.method, path: target, headers, agent }, (reply) => {
        res.writeHead(reply.statusCode ?? 502, endToEnd(reply.headers));
        reply.pipe(res);
      });
    } catch {
      // Node refuses to send what it would not parse (characters beyond Latin-1 in the target).
      answer(res, target, 400, "Malformed request");
      return;
    }
    upstream.on("error", (error: NodeJS.ErrnoException) => {
      const stale = upstream.reusedSocket && (error.code === "ECONNRESET" || error.code === "EPIPE");
      if (!retried && stale && !res.headersSent && !res.destroyed) {
        forward(req, res, target, host, body, true);
        return;
      }
      if (res.headersSent) res.destroy();
      else answer(res, target, 502, "The Hosting emulator is not answering");
    });
    res.on("close", () => {
      if (!res.writableFinished) upstream.destroy();
    });
    upstream.end(body ?? undefined);
  };
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const rawTarget = req.url ?? "/";
    const decision = decideTarget(req.method ?? "GET", rawTarget, req.headers.host);
    if (decision.kind !== "forward") {
      req.resume();
      if (decision.kind === "refuse") answer(res, rawTarget, decision.status, decision.message);
      else if (decision.kind === "redirect") redirect(res, decision.status, decision.location);
      else res.writeHead(204, { Allow: allowedMethods, "Content-Length": "0", "Cross-Origin-Resource-Policy": "same-origin" }).end();
      return;
    }
    const { target, host } = decision;
    if (!hasBody(req)) {
      req.resume();
      forward(req, res, target, host, null);
      return;
    }
    const limit = bodyLimitOf(target);
    if (declaredBytes(req) > limit.maxBytes) {
      req.resume();
      answer(res, target, limit.status, limit.message);
      return;
    }
    void readBody(req, res, limit).then(
      (read) => ("bytes" in read ? forward(req, res, target, host, read.bytes) : answer(res, target, read.status, read.message)),
      () => res.destroy(),
    );
  };
  // The other side of the same race: a client (Node's own agent, so Playwright's request context and
  // the bench) keeps an idle connection 5 s, which is also Node's server default. A request sent as
  // the edge closes that connection met ECONNRESET (seen once on an admin PUT in the e2e run). The
  // edge keeps idle connections longer than any such client, so the client closes first (decision 067).
  const server = createServer({ keepAliveTimeout: 65_000 }, handle);
  // A client that asks before sending its body (curl does past 1 MB) hears "100 Continue" only when
  // the body would be read; a body declared too large is refused before a byte of it is sent.
  server.on("checkContinue", (req: IncomingMessage, res: ServerResponse) => {
    const target = req.url ?? "/";
    const limit = bodyLimitOf(target.startsWith("/") ? target : "/");
    if (declaredBytes(req) > limit.maxBytes) {
      // The client waits for a word before sending: the body will not come, the connection ends.
      answer(res, target, limit.status, limit.message, true);
      return;
    }
    res.writeContinue();
    handle(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    stop: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
