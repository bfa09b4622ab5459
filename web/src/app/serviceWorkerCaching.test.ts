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

  it("answers navigations it holds no precached page for from the network, keeping the last copy for offline; never the API", () => {
    expect(workboxConfig.navigateFallback).toBeUndefined();
    const navigation = (path: string) => {
      const url = new URL(path, origin);
      return workboxConfig.runtimeCaching?.find((rule) => {
        const pattern = rule.urlPattern;
        return (
          typeof pattern === "function" && pattern({ url, request: { mode: "navigate" } as Request, sameOrigin: true, event: new Event("fetch") as never })
        );
      });
    };
    for (const path of ["/products/7", "/marketplace", "/marketplace?q=gateway"]) {
      const rule = navigation(path);
      expect(rule?.handler, path).toBe("NetworkFirst");
      expect(rule?.options?.cacheName, path).toBe("pages");
      // A 404 or a 503 page is not what an offline visitor should get next time.
      expect(rule?.options?.cacheableResponse?.statuses, path).toEqual([200]);
    }
    expect(navigation("/api/products")?.options?.cacheName).not.toBe("pages");
  });

  it("precaches each prerendered page under the URL Hosting serves it at", async () => {
    const transform = workboxConfig.manifestTransforms?.[0];
    const entries = ["index.html", "platform/analytics/index.html", "contact/index.html", "assets/app.js"].map((url) => ({ url, revision: "1", size: 1 }));
    const result = await transform!(entries);
    expect(result.manifest.map((entry) => entry.url)).toEqual(["/", "/platform/analytics", "/contact", "assets/app.js"]);
  });
});
