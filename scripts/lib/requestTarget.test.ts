import { describe, expect, it } from "vitest";
import { badHostMessage, decideTarget, isValidHost, malformedUrlMessage, maxSegmentBytes, maxTargetBytes, refusal } from "./requestTarget.ts";

describe("refusal", () => {
  it.each([
    "/",
    "/marketplace?q=100%25",
    "/products/%E0%A4%A4",
    "/api/products?category=Air%20Quality",
    "/api/..%2F..%2Fetc",
    `/api/products?q=${"a".repeat(7000)}`,
  ])("lets %s through", (target) => expect(refusal(target)).toBeNull());

  it.each(["/marketplace?q=100%", "/%", "/api/%", "/products/%E0%A4%A", "/api/products/%C0%AF", "/%zz"])("answers %s 400: a malformed escape", (target) => {
    expect(refusal(target)).toEqual({ status: 400, message: malformedUrlMessage });
  });

  it("answers 414 for a target, a path or a path segment longer than a file name can be", () => {
    expect(refusal(`/api/products?q=${"a".repeat(maxTargetBytes)}`)?.status).toBe(414);
    expect(refusal(`/api/${"a".repeat(maxSegmentBytes + 1)}`)).toEqual({
      status: 414,
      message: `URL path segment too long (at most ${maxSegmentBytes} bytes)`,
    });
    expect(refusal(`/api/${"a".repeat(maxSegmentBytes)}`)).toBeNull();
    expect(refusal(`/${"abcdefgh/".repeat(250)}`)?.status).toBe(414);
  });
});

describe("decideTarget", () => {
  const host = "127.0.0.1:5000";

  it("passes an ordinary target and Host on as they came", () => {
    expect(decideTarget("GET", "/products/3?x=%20", host)).toEqual({ kind: "forward", target: "/products/3?x=%20", host });
  });

  it.each([
    ["//", "/"],
    ["/\\", "/"],
    ["//evil.example/x?y=1", "/evil.example/x?y=1"],
    ["/\\evil.example", "/evil.example"],
    ["/products//3", "/products/3"],
    ["/api\\products", "/api/products"],
  ])("redirects %s to its one-slash form %s, which cannot name another site", (target, location) => {
    expect(decideTarget("GET", target, host)).toEqual({ kind: "redirect", status: 301, location });
    expect(decideTarget("POST", target, host)).toEqual({ kind: "redirect", status: 308, location });
  });

  it("reads an absolute-form target as its path, with the authority as Host", () => {
    expect(decideTarget("GET", "http://127.0.0.1:5000/marketplace?q=a", "other")).toEqual({ kind: "forward", target: "/marketplace?q=a", host });
    expect(decideTarget("GET", "ftp://x/y", host)).toMatchObject({ kind: "refuse", status: 400 });
  });

  it("answers the Firebase SDK paths, which the Hosting emulator would fetch from Google's CDN, with 404", () => {
    expect(decideTarget("GET", "/__/firebase/10.0.0/firebase-app.js", host)).toMatchObject({ kind: "refuse", status: 404 });
    expect(decideTarget("GET", "/__/firebase/init.js", host)).toMatchObject({ kind: "forward" });
  });

  it("answers OPTIONS * itself and refuses any other target not starting with /", () => {
    expect(decideTarget("OPTIONS", "*", host)).toEqual({ kind: "serverOptions" });
    expect(decideTarget("GET", "*", host)).toMatchObject({ kind: "refuse", status: 400 });
    expect(decideTarget("GET", "products", host)).toMatchObject({ kind: "refuse", status: 400 });
  });

  it.each([undefined, "", "%", "a b", "[::1", "x:99999", "x:1:2", "user@x", "x/y", "x?y", "exa\\mple"])("refuses the Host %s", (bad) => {
    expect(isValidHost(bad)).toBe(false);
    expect(decideTarget("GET", "/", bad)).toEqual({ kind: "refuse", status: 400, message: badHostMessage });
  });

  it.each(["localhost", "127.0.0.1:5000", "[::1]:5000", "sensors.example.com", "under_score.local"])("accepts the Host %s", (good) => {
    expect(isValidHost(good)).toBe(true);
  });
});
