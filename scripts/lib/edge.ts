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
import type { AddressInfo } from "node:net";
import { bodyLimitOf, declaredBytes, hasBody, readBody } from "./edgeBody.ts";
import { EdgeCache, type EdgeCacheOptions } from "./edgeCache.ts";
import { Gate, type Release } from "./gate.ts";
import { allowedMethods, decideTarget } from "./requestTarget.ts";
import type { RouteClass } from "./routeClass.ts";

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

const busyPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Busy: please try again shortly</title></head>
<body><h1>The site is busy</h1><p>Too many requests are waiting. Please try again in a few seconds.</p></body></html>
`;

/** 503 for a request past its class's queue or its deadline: `{message}` JSON under /api, a small page elsewhere. */
function busy(res: ServerResponse, target: string, retryAfterSeconds: number) {
  if (res.headersSent || res.destroyed) return;
  const api = isApi(target);
  res.writeHead(503, {
    "Retry-After": String(retryAfterSeconds),
    "Content-Type": api ? "application/json; charset=utf-8" : "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
    "Cross-Origin-Resource-Policy": "same-origin",
    "X-Content-Type-Options": "nosniff",
  });
  res.end(api ? JSON.stringify({ message: "The site is busy. Please try again shortly." }) : busyPage);
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

/** Connection-scoped headers, which a proxy does not pass on (RFC 9110 7.6.1). */
const hopByHop = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "te", "trailer", "upgrade"]);

function endToEnd(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.has(name)));
}

/** How much of one class of the function's routes the edge lets through at once, and lets wait. */
interface ClassLimit {
  concurrency: number;
  queue: number;
}

/**
 * What the edge bounds (decision 102): the function's pages and `/api` each get a gate, a request
 * a deadline, and answers a shared cache may keep are answered from the edge's own.
 */
export interface EdgeBounds {
  classify(target: string): RouteClass;
  limits: Record<Exclude<RouteClass, "static">, ClassLimit>;
  /** From a request's arrival to its answer's first byte; past it, 503. */
  deadlineMs: number;
  /** The longest a slot stays taken by an answer nobody waits for any more. */
  holdMs: number;
  retryAfterSeconds: number;
  cache: EdgeCacheOptions | null;
}

/** What forward() does besides passing the request on, for a request of a bounded class. */
interface Pass {
  /** The slot it holds, given back once the function's answer has ended (or failed). */
  release: Release;
  /** Aborts at the deadline (503 if nothing was answered) or when the client goes. */
  deadline: AbortSignal;
  /** Where its answer is kept, when a cache may keep it. */
  cacheKey: string | null;
}

const unsafe = (method: string | undefined) => !["GET", "HEAD", "OPTIONS"].includes(method ?? "GET");

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
export async function startEdge(port: number, upstreamPort: number, bounds?: EdgeBounds): Promise<RunningEdge> {
  // The Hosting emulator closes a connection idle for 5 s. A kept-alive socket idle for 1 s is
  // closed here first, so a request is not sent on a socket the emulator is closing (decision 063).
  const agent = new Agent({ keepAlive: true, timeout: 1000 });
  const cache = bounds?.cache ? new EdgeCache(bounds.cache) : null;
  const gates = bounds && {
    page: new Gate(bounds.limits.page.concurrency, bounds.limits.page.queue),
    api: new Gate(bounds.limits.api.concurrency, bounds.limits.api.queue),
  };
  /**
   * Sends the request upstream and its answer back. Should the emulator close a kept-alive socket
   * all the same (a busy machine runs timers late), the request meets a reset or a broken pipe
   * before any answer, and is sent once more on a new connection (Node's documented remedy,
   * `reusedSocket`). Every request is replayable here: a body was read whole first, or there is none.
   */
  const forward = (req: IncomingMessage, res: ServerResponse, target: string, host: string, body: Buffer | null, pass?: Pass, retried = false) => {
    const headers = Object.fromEntries(Object.entries(endToEnd(req.headers)).filter(([name]) => !answeredHere.has(name)));
    headers.host = host;
    if (body) headers["content-length"] = String(body.length);
    let upstream: ClientRequest;
    let reply: IncomingMessage | null = null;
    let sentAgain = false;
    try {
      upstream = request({ host: "127.0.0.1", port: upstreamPort, method: req.method, path: target, headers, agent }, (answered) => {
        reply = answered;
        const status = answered.statusCode ?? 502;
        if (unsafe(req.method) && status < 400) cache?.clear();
        if (cache && pass?.cacheKey && req.method === "GET" && cache.lifetimeOf(status, answered.headers) !== null) {
          const key = pass.cacheKey;
          const chunks: Buffer[] = [];
          answered.on("data", (chunk: Buffer) => chunks.push(chunk));
          answered.on("end", () => cache.store(key, req.headers, status, answered.headers, Buffer.concat(chunks)));
        }
        // Answered 503 at the deadline, or the client is gone: the answer is read to its end (and
        // kept, when it may be), so the slot is given back when the function is done with it.
        if (res.headersSent || res.destroyed) {
          answered.resume();
          return;
        }
        res.writeHead(status, endToEnd(answered.headers));
        answered.pipe(res);
      });
    } catch {
      // Node refuses to send what it would not parse (characters beyond Latin-1 in the target).
      pass?.release();
      answer(res, target, 400, "Malformed request");
      return;
    }
    if (pass) {
      const hold = setTimeout(() => upstream.destroy(), bounds!.holdMs).unref();
      upstream.on("close", () => {
        clearTimeout(hold);
        if (!sentAgain) pass.release();
      });
      const late = () => busy(res, target, bounds!.retryAfterSeconds);
      pass.deadline.addEventListener("abort", late, { once: true });
      res.once("finish", () => pass.deadline.removeEventListener("abort", late));
    }
    upstream.on("error", (error: NodeJS.ErrnoException) => {
      const stale = upstream.reusedSocket && (error.code === "ECONNRESET" || error.code === "EPIPE");
      if (!retried && stale && !res.headersSent && !res.destroyed) {
        sentAgain = true;
        forward(req, res, target, host, body, pass, true);
        return;
      }
      if (res.headersSent) res.destroy();
      else answer(res, target, 502, "The Hosting emulator is not answering");
    });
    res.on("close", () => {
      if (res.writableFinished) return;
      // A bounded request keeps its slot until the function has answered (its worker is busy until
      // then): the answer is drained rather than cut.
      if (pass) setImmediate(() => (reply as IncomingMessage | null)?.resume());
      else upstream.destroy();
    });
    upstream.end(body ?? undefined);
  };
  /** Answers from the edge's cache when it holds an answer for this request. */
  const answerCached = (req: IncomingMessage, res: ServerResponse, key: string | null): boolean => {
    const hit = key && cache?.lookup(key, req.headers);
    if (!hit) return false;
    res.writeHead(hit.status, { ...endToEnd(hit.headers), "content-length": String(hit.body.length), age: String(cache!.ageOf(hit)) });
    res.end(req.method === "HEAD" ? undefined : hit.body);
    return true;
  };
  /** The answers on their way from the function for a key, which requests for the same key wait for. */
  const filling = new Map<string, Promise<void>>();
  const untilAborted = (signal: AbortSignal) => new Promise<void>((resolve) => signal.addEventListener("abort", () => resolve(), { once: true }));
  /**
   * A request for the function: answered from the cache; or, when a request for the same answer is
   * already at the function, after it, as a CDN fills its cache once; or given its class's next
   * slot (looking in the cache again then). 503 with Retry-After when the queue is full or the
   * deadline passes first.
   */
  const admit = async (req: IncomingMessage, res: ServerResponse, target: string, host: string, body: Buffer | null, kind: Exclude<RouteClass, "static">) => {
    const key = cache?.keyOf(req.method ?? "GET", host, target, req.headers) ?? null;
    if (answerCached(req, res, key)) return;
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), bounds!.deadlineMs);
    res.once("close", () => {
      clearTimeout(timer);
      deadline.abort();
    });
    const pending = key && filling.get(key);
    if (pending) {
      await Promise.race([pending, untilAborted(deadline.signal)]);
      if (answerCached(req, res, key)) return;
    }
    // The first request for a key fills it: those that come meanwhile wait for its answer.
    let filled = () => {};
    if (key && !filling.has(key)) {
      const fill = new Promise<void>(
        (resolve) =>
          (filled = () => {
            if (filling.get(key) === fill) filling.delete(key);
            resolve();
          }),
      );
      filling.set(key, fill);
    }
    const release = await gates![kind].enter(deadline.signal);
    if (!release) {
      filled();
      return busy(res, target, bounds!.retryAfterSeconds);
    }
    if (answerCached(req, res, key)) {
      filled();
      return release();
    }
    const done = () => {
      release();
      filled();
    };
    forward(req, res, target, host, body, { release: done, deadline: deadline.signal, cacheKey: key });
  };
  /** On to the Hosting emulator: straight for a file of the build, through its class's gate for the function. */
  const pass = (req: IncomingMessage, res: ServerResponse, target: string, host: string, body: Buffer | null) => {
    const kind = bounds?.classify(target) ?? "static";
    if (kind === "static") forward(req, res, target, host, body);
    else void admit(req, res, target, host, body, kind);
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
      pass(req, res, target, host, null);
      return;
    }
    const limit = bodyLimitOf(target);
    if (declaredBytes(req) > limit.maxBytes) {
      req.resume();
      answer(res, target, limit.status, limit.message);
      return;
    }
    void readBody(req, res, limit).then(
      (read) => ("bytes" in read ? pass(req, res, target, host, read.bytes) : answer(res, target, read.status, read.message)),
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
