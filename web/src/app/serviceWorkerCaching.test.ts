import type { RuntimeCaching } from "workbox-build";
import { describe, expect, it } from "vitest";
import { workboxConfig } from "../../workbox.config.mjs";

const origin = "http://127.0.0.1:5000";

/** The runtime caching rule Workbox would use for a GET of this path, if any. */
function ruleFor(path: string): RuntimeCaching | undefined {
  const url = new URL(path, origin);
  return workboxConfig.runtimeCaching?.find((rule) => {
    const pattern = rule.urlPattern;
    if (typeof pattern === "function") return pattern({ url, request: new Request(url), sameOrigin: true, event: new Event("fetch") as never });
    if (pattern instanceof RegExp) return pattern.test(url.href);
    return pattern === url.href;
  });
}

describe("service worker caching (workbox.config.mjs)", () => {
  it("caches the public catalogue reads network-first, with expiry", () => {
    for (const path of ["/api/products", "/api/products/7"]) {
      const rule = ruleFor(path);
      expect(rule?.handler).toBe("NetworkFirst");
      expect(rule?.options?.expiration?.maxAgeSeconds).toBeGreaterThan(0);
      expect(rule?.options?.expiration?.maxEntries).toBeGreaterThan(0);
    }
  });

  it("caches images cache-first, with expiry", () => {
    for (const path of ["/api/images/products/th-310.webp", "/images/hero.webp", "/brand/logo-default.png"]) {
      const rule = ruleFor(path);
      expect(rule?.handler).toBe("CacheFirst");
      expect(rule?.options?.expiration?.maxAgeSeconds).toBeGreaterThan(0);
    }
  });

  it("never caches the admin or auth API", () => {
    for (const path of ["/api/admin/products", "/api/admin/export-data", "/api/auth/user", "/api/auth/login", "/api/demo-request"]) {
      expect(ruleFor(path)).toBeUndefined();
    }
  });

  it("answers navigations from the precached shell, except the API and the crawler files", () => {
    expect(workboxConfig.navigateFallback).toBe("/__spa-fallback");
    const denied = (path: string) => (workboxConfig.navigateFallbackDenylist ?? []).some((pattern) => pattern.test(path));
    for (const path of ["/api/admin/products", "/api/auth/user", "/sitemap.xml", "/robots.txt"]) expect(denied(path)).toBe(true);
    for (const path of ["/products/7", "/admin", "/marketplace"]) expect(denied(path)).toBe(false);
  });

  // The function renders /marketplace (decision 013); its prerendered copy is what installed visitors open.
  it("precaches each prerendered page under the URL Hosting serves it at, the marketplace's copy at /marketplace", async () => {
    const transform = workboxConfig.manifestTransforms?.[0];
    const entries = ["index.html", "__marketplace.html", "platform/analytics/index.html", "__spa-fallback.html", "assets/app.js"].map((url) => ({
      url,
      revision: "1",
      size: 1,
    }));
    const result = await transform!(entries);
    expect(result.manifest.map((entry) => entry.url)).toEqual(["/", "/marketplace", "/platform/analytics", "/__spa-fallback", "assets/app.js"]);
  });
});
