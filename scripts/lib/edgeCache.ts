import type { IncomingHttpHeaders } from "node:http";

/** An answer the edge keeps, as the function gave it. */
export interface CachedAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  storedAt: number;
  expiresAt: number;
  /** The request's values of the headers the answer's Vary names. */
  varied: Record<string, string>;
}

// Statuses a shared cache may keep on explicit freshness alone (RFC 9110 15.1, "heuristically cacheable").
const keptStatuses = new Set([200, 203, 204, 300, 301, 308, 404, 405, 410, 414, 501]);

function directives(cacheControl: string | undefined): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of (cacheControl ?? "").split(",")) {
    const [name, value = ""] = part.trim().split("=", 2);
    if (name) found.set(name.toLowerCase(), value.replace(/^"|"$/g, ""));
  }
  return found;
}

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(", ") : (value ?? ""));

/** The one cookie Hosting passes to the function, and so part of the CDN's key when present. */
function sessionCookie(cookie: string | undefined): string {
  const match = /(?:^|;\s*)__session=([^;]*)/.exec(cookie ?? "");
  return match?.[1] ?? "";
}

const varyNames = (headers: IncomingHttpHeaders) =>
  headerText(headers.vary)
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name && name !== "cookie");

export interface EdgeCacheOptions {
  /** The longest the edge keeps an answer, whatever its s-maxage (decision 102). */
  maxAgeMs: number;
  maxEntries: number;
  maxBodyBytes: number;
  now?: () => number;
}

/**
 * The part of Firebase Hosting's CDN the local stack keeps: an answer of the function that a shared
 * cache may reuse (`s-maxage`, or `public` with `max-age`; never `private`, `no-store`, `no-cache`
 * or with Set-Cookie) is kept for that long, at most `maxAgeMs`, keyed by the full URL, the
 * `__session` cookie and the request headers its Vary names, and answers GET and HEAD for it.
 */
export class EdgeCache {
  private readonly entries = new Map<string, CachedAnswer[]>();
  private readonly now: () => number;

  constructor(private readonly options: EdgeCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The key for a request, or null when no cached answer may answer it. */
  keyOf(method: string, host: string, target: string, headers: IncomingHttpHeaders): string | null {
    if (method !== "GET" && method !== "HEAD") return null;
    // A range, a validator of the client's own or credentials: passed to the function.
    if (headers.range || headers["if-none-match"] || headers["if-modified-since"] || headers.authorization) return null;
    return `${host}${target}\0${sessionCookie(headers.cookie)}`;
  }

  lookup(key: string, headers: IncomingHttpHeaders): CachedAnswer | undefined {
    const now = this.now();
    const variants = (this.entries.get(key) ?? []).filter((entry) => entry.expiresAt > now);
    if (variants.length) this.entries.set(key, variants);
    else this.entries.delete(key);
    return variants.find((entry) => Object.entries(entry.varied).every(([name, value]) => headerText(headers[name]) === value));
  }

  /** How long an answer may be kept, in ms, or null when it may not be. */
  lifetimeOf(status: number, headers: IncomingHttpHeaders): number | null {
    if (!keptStatuses.has(status) || headers["set-cookie"] || headerText(headers.vary).includes("*")) return null;
    const cacheControl = directives(headerText(headers["cache-control"]));
    if (["no-store", "private", "no-cache"].some((name) => cacheControl.has(name))) return null;
    const seconds = cacheControl.has("s-maxage")
      ? Number(cacheControl.get("s-maxage"))
      : cacheControl.has("public")
        ? Number(cacheControl.get("max-age"))
        : NaN;
    if (!(seconds > 0)) return null;
    return Math.min(seconds * 1000, this.options.maxAgeMs);
  }

  /** Keeps a GET's answer when it may be kept; `body` is its bytes as sent. */
  store(key: string, requestHeaders: IncomingHttpHeaders, status: number, headers: IncomingHttpHeaders, body: Buffer) {
    const lifetime = this.lifetimeOf(status, headers);
    if (lifetime === null || body.length > this.options.maxBodyBytes) return;
    const varied = Object.fromEntries(varyNames(headers).map((name) => [name, headerText(requestHeaders[name])]));
    const storedAt = this.now();
    const entry: CachedAnswer = { status, headers, body, storedAt, expiresAt: storedAt + lifetime, varied };
    const others = (this.entries.get(key) ?? []).filter((old) => JSON.stringify(old.varied) !== JSON.stringify(varied));
    this.entries.delete(key);
    this.entries.set(key, [...others, entry]);
    // The oldest key goes first past the bound (a Map keeps insertion order).
    while (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  /** Seconds since an answer was stored, for its Age header. */
  ageOf(entry: CachedAnswer): number {
    return Math.floor((this.now() - entry.storedAt) / 1000);
  }

  /**
   * Forgets every answer. RFC 9111 4.4 has a cache invalidate the URL an unsafe request changed; a
   * product write changes many pages (the marketplace, the home page, its own), so all go.
   */
  clear() {
    this.entries.clear();
  }
}
