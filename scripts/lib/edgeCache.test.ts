import { describe, expect, it } from "vitest";
import { EdgeCache } from "./edgeCache.ts";

const body = Buffer.from("page");

function cacheAt(clock: { now: number }) {
  return new EdgeCache({ maxAgeMs: 60_000, maxEntries: 3, maxBodyBytes: 1024, now: () => clock.now });
}

describe("EdgeCache, as Hosting's CDN keeps the function's answers", () => {
  it("keeps what a shared cache may keep, for s-maxage (or a public max-age), at most its own limit", () => {
    const cache = cacheAt({ now: 0 });
    expect(cache.lifetimeOf(200, { "cache-control": "public, max-age=0, s-maxage=60" })).toBe(60_000);
    expect(cache.lifetimeOf(200, { "cache-control": "public, max-age=60, s-maxage=300" })).toBe(60_000);
    expect(cache.lifetimeOf(200, { "cache-control": "public, max-age=30" })).toBe(30_000);
    expect(cache.lifetimeOf(404, { "cache-control": "public, max-age=60" })).toBe(60_000);
    expect(cache.lifetimeOf(200, { "cache-control": "max-age=60" })).toBeNull();
    expect(cache.lifetimeOf(200, { "cache-control": "private, no-store" })).toBeNull();
    expect(cache.lifetimeOf(200, { "cache-control": "no-store" })).toBeNull();
    expect(cache.lifetimeOf(200, { "cache-control": "public, no-cache, s-maxage=60" })).toBeNull();
    expect(cache.lifetimeOf(200, { "cache-control": "public, s-maxage=60", "set-cookie": ["a=1"] })).toBeNull();
    expect(cache.lifetimeOf(200, { "cache-control": "public, s-maxage=60", vary: "*" })).toBeNull();
    expect(cache.lifetimeOf(503, { "cache-control": "public, s-maxage=60" })).toBeNull();
    expect(cache.lifetimeOf(206, { "cache-control": "public, s-maxage=60" })).toBeNull();
  });

  it("answers GET and HEAD by full URL and __session cookie, never a request with credentials, a range or a validator", () => {
    const cache = cacheAt({ now: 0 });
    expect(cache.keyOf("POST", "h", "/", {})).toBeNull();
    expect(cache.keyOf("GET", "h", "/", { authorization: "Bearer x" })).toBeNull();
    expect(cache.keyOf("GET", "h", "/", { range: "bytes=0-1" })).toBeNull();
    expect(cache.keyOf("GET", "h", "/", { "if-none-match": 'W/"1"' })).toBeNull();
    const key = (target: string, cookie?: string) => cache.keyOf("GET", "h", target, cookie ? { cookie } : {})!;
    expect(key("/a?x=1")).not.toBe(key("/a?x=2"));
    expect(key("/a", "__session=one")).not.toBe(key("/a", "__session=two"));
    // Hosting passes only __session on: other cookies do not make another answer.
    expect(key("/a", "theme=dark")).toBe(key("/a"));
    expect(cache.keyOf("HEAD", "h", "/a", {})).toBe(key("/a"));
  });

  it("answers the variant a Vary names, until it expires", () => {
    const clock = { now: 0 };
    const cache = cacheAt(clock);
    const headers = { "cache-control": "public, s-maxage=10", vary: "Accept-Encoding" };
    cache.store("k", { "accept-encoding": "gzip" }, 200, headers, body);
    expect(cache.lookup("k", { "accept-encoding": "gzip" })?.body).toEqual(body);
    expect(cache.lookup("k", { "accept-encoding": "br" })).toBeUndefined();
    clock.now = 9_000;
    expect(cache.ageOf(cache.lookup("k", { "accept-encoding": "gzip" })!)).toBe(9);
    clock.now = 10_000;
    expect(cache.lookup("k", { "accept-encoding": "gzip" })).toBeUndefined();
  });

  it("keeps no answer it may not, none over its size, at most its number of URLs, and forgets all on clear", () => {
    const cache = cacheAt({ now: 0 });
    const kept = { "cache-control": "public, s-maxage=60" };
    cache.store("private", {}, 200, { "cache-control": "private" }, body);
    cache.store("large", {}, 200, kept, Buffer.alloc(2048));
    expect(cache.lookup("private", {})).toBeUndefined();
    expect(cache.lookup("large", {})).toBeUndefined();
    for (const key of ["a", "b", "c", "d"]) cache.store(key, {}, 200, kept, body);
    expect(cache.lookup("a", {})).toBeUndefined();
    expect(cache.lookup("d", {})).toBeDefined();
    cache.clear();
    expect(cache.lookup("d", {})).toBeUndefined();
  });
});
