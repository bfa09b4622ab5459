/**
 * What the local edge does with a request line and its Host before the Hosting emulator sees them
 * (decision 016, amended by 063). The emulator ends the whole stack on a throw in its middleware:
 * firebase-tools' `initMiddleware` runs `new URL(req.url, "http://" + Host)`, which throws for a
 * target starting with `//` or `/\` (read as a URL with an empty host) and for a Host that is not
 * one. Superstatic answers 500 for a malformed escape or an overlong name. Production Hosting sits
 * behind Google's front end, which refuses or normalises such requests itself; the edge plays it.
 */
export const maxTargetBytes = 8192;
const maxPathBytes = 2048;
/** 255-byte file names, less the ".html" superstatic appends under cleanUrls. */
export const maxSegmentBytes = 250;

export const malformedUrlMessage = "Malformed URL: a % must begin an escape of UTF-8 text, such as %20";
export const badHostMessage = "Bad Host header: it must name a host, such as sensors.example.com or 127.0.0.1:5000";
export const allowedMethods = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";

export interface Refusal {
  status: number;
  message: string;
}

export type TargetDecision =
  | { kind: "refuse"; status: number; message: string }
  | { kind: "redirect"; status: 301 | 308; location: string }
  /** `OPTIONS *` asks what the server can do, not about a resource (RFC 9110 9.3.7). */
  | { kind: "serverOptions" }
  | { kind: "forward"; target: string; host: string };

/** Why the edge answers an origin-form `target` itself (escapes and lengths), or null. */
export function refusal(target: string): Refusal | null {
  if (Buffer.byteLength(target) > maxTargetBytes) return { status: 414, message: `URL too long (at most ${maxTargetBytes} bytes)` };
  let path: string;
  try {
    decodeURIComponent(target);
    path = decodeURIComponent(target.split("?", 1)[0]!);
  } catch {
    return { status: 400, message: malformedUrlMessage };
  }
  if (Buffer.byteLength(path) > maxPathBytes) return { status: 414, message: `URL path too long (at most ${maxPathBytes} bytes)` };
  if (path.split("/").some((segment) => Buffer.byteLength(segment) > maxSegmentBytes)) {
    return { status: 414, message: `URL path segment too long (at most ${maxSegmentBytes} bytes)` };
  }
  return null;
}

/**
 * A Host is a name or an IPv4 or bracketed IPv6 address, with an optional port (RFC 9110 7.2);
 * the WHATWG parser must read it back as the same host, or firebase-tools' parse would throw.
 */
export function isValidHost(host: string | undefined): host is string {
  if (!host) return false;
  const match = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._-]+)(?::(\d{1,5}))?$/.exec(host);
  if (!match || (match[2] !== undefined && Number(match[2]) > 65535)) return false;
  try {
    return new URL(`http://${host}/`).pathname === "/";
  } catch {
    return false;
  }
}

/** An absolute-form target (`GET http://host/path`), which a server must accept (RFC 9112 3.2.2). */
const absoluteForm = /^[A-Za-z][A-Za-z0-9+.-]*:\/\//;

/**
 * What the edge does with one request line: answer it, redirect it to its normal form, or pass
 * it on with the target and Host the emulator can read.
 */
export function decideTarget(method: string, rawTarget: string, rawHost: string | undefined): TargetDecision {
  let target = rawTarget;
  let host = rawHost;
  if (target === "*") {
    return method === "OPTIONS" ? { kind: "serverOptions" } : { kind: "refuse", status: 400, message: "Malformed URL: a target must begin with /" };
  }
  if (absoluteForm.test(target)) {
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      return { kind: "refuse", status: 400, message: "Malformed URL" };
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") return { kind: "refuse", status: 400, message: "Malformed URL: only http and https" };
    // The target's authority replaces Host (RFC 9112 3.2.2).
    host = url.host;
    target = `${url.pathname}${url.search}`;
  }
  if (!target.startsWith("/")) return { kind: "refuse", status: 400, message: "Malformed URL: a target must begin with /" };
  const refused = refusal(target);
  if (refused) return { kind: "refuse", ...refused };
  if (!isValidHost(host)) return { kind: "refuse", status: 400, message: badHostMessage };
  // A backslash is not a URL character (RFC 3986); browsers read it as "/", and an empty segment
  // at the start reads as a host. Both are sent to the path's normal form, which starts with one
  // "/" and so can never name another site.
  const [path, query] = splitTarget(target);
  const normalPath = path.replace(/[/\\]+/g, "/");
  if (normalPath !== path) {
    return { kind: "redirect", status: method === "GET" || method === "HEAD" ? 301 : 308, location: `${normalPath}${query}` };
  }
  // The Hosting emulator fetches /__/firebase/{version}/{file} from www.gstatic.com (firebase-tools'
  // initMiddleware); offline it waits on the network without end. The site loads no Firebase SDK.
  if (firebaseSdkPath.test(new URL(target, "http://edge").pathname)) {
    return { kind: "refuse", status: 404, message: "The local stack does not serve the Firebase SDK: the site does not use it" };
  }
  return { kind: "forward", target, host };
}

/** The paths firebase-tools serves from Google's CDN. */
const firebaseSdkPath = /^\/__\/firebase\/[^/]+\/[^/]+$/;

function splitTarget(target: string): [string, string] {
  const at = target.indexOf("?");
  return at < 0 ? [target, ""] : [target.slice(0, at), target.slice(at)];
}
