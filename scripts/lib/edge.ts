import { Agent, createServer, request, type IncomingHttpHeaders, type OutgoingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * The request targets the local edge answers itself. The Hosting emulator (superstatic) looks
 * every path up as a file before any rewrite: it decodes the path with decodeURI, which throws on
 * a malformed escape (`/%`, `/products/%E0%A4%A`), and stats the name with ".html" appended, which
 * fails past the file system's 255-byte names; either way it answers 500. Production Hosting does
 * not run superstatic, and Google's front end refuses such targets itself (decision 016).
 */
export const maxTargetBytes = 8192;
export const maxPathBytes = 2048;
/** 255-byte file names, less the ".html" superstatic appends under cleanUrls. */
export const maxSegmentBytes = 250;

export interface Refusal {
  status: 400 | 414;
  message: string;
}

/** Why the edge answers `target` itself, or null when it goes on to Hosting. */
export function refusal(target: string): Refusal | null {
  if (Buffer.byteLength(target) > maxTargetBytes) return { status: 414, message: `URL too long (at most ${maxTargetBytes} bytes)` };
  let path: string;
  try {
    decodeURIComponent(target);
    path = decodeURIComponent(target.split("?", 1)[0]!);
  } catch {
    return { status: 400, message: "Malformed URL: a % must begin an escape of UTF-8 text, such as %20" };
  }
  if (Buffer.byteLength(path) > maxPathBytes) return { status: 414, message: `URL path too long (at most ${maxPathBytes} bytes)` };
  if (path.split("/").some((segment) => Buffer.byteLength(segment) > maxSegmentBytes)) {
    return { status: 414, message: `URL path segment too long (at most ${maxSegmentBytes} bytes)` };
  }
  return null;
}

const isApi = (target: string) => target === "/api" || target.startsWith("/api/") || target.startsWith("/api?");

/** The API's error format (spec 8) under /api, plain text for pages. */
function answer(res: ServerResponse, target: string, status: number, message: string) {
  const api = isApi(target);
  res.writeHead(status, {
    "Content-Type": api ? "application/json; charset=utf-8" : "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
  });
  res.end(api ? JSON.stringify({ message }) : `${message}\n`);
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
 * The local stack's front door on the site's port: it answers the targets `refusal` names and
 * passes everything else, unchanged (Host and X-Forwarded-For included), to the Hosting emulator
 * on `upstreamPort`, and its answers back.
 */
export async function startEdge(port: number, upstreamPort: number): Promise<RunningEdge> {
  const agent = new Agent({ keepAlive: true });
  const server = createServer((req, res) => {
    const target = req.url ?? "/";
    const refused = refusal(target);
    if (refused) {
      req.resume();
      answer(res, target, refused.status, refused.message);
      return;
    }
    const upstream = request({ host: "127.0.0.1", port: upstreamPort, method: req.method, path: target, headers: endToEnd(req.headers), agent }, (reply) => {
      res.writeHead(reply.statusCode ?? 502, endToEnd(reply.headers));
      reply.pipe(res);
    });
    upstream.on("error", () => {
      if (res.headersSent) res.destroy();
      else answer(res, target, 502, "The Hosting emulator is not answering");
    });
    res.on("close", () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
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
