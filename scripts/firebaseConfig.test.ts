import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

type HeaderRule = { source?: string; regex?: string; headers: { key: string; value: string }[] };
type RewriteRule = { source?: string; regex?: string; destination?: string; function?: { functionId: string } };
const config = JSON.parse(readFileSync(new URL("../firebase.json", import.meta.url), "utf8")) as {
  hosting: { headers: HeaderRule[]; rewrites: RewriteRule[]; redirects?: unknown[] };
};
const regexRules = config.hosting.headers.filter((rule): rule is HeaderRule & { regex: string } => rule.regex !== undefined);

/** Hosting matches `regex` rules with RE2 (the emulator too, when the optional re2 module is built). */
function loadRe2(): (new (pattern: string, flags: string) => RegExp) | null {
  try {
    return createRequire(import.meta.url)("re2");
  } catch {
    return null;
  }
}

describe("firebase.json hosting headers", () => {
  it("uses only regular expressions RE2 accepts: no lookaround, no backreferences", () => {
    expect(regexRules.length).toBeGreaterThan(0);
    for (const { regex } of regexRules) {
      expect(regex).not.toMatch(/\(\?<?[=!]|\\[1-9]/);
      const RE2 = loadRe2();
      if (RE2) expect(() => new RE2(regex, "u")).not.toThrow();
    }
  });

  it("puts the page policy on every path except the API", () => {
    const csp = regexRules.find((rule) => rule.headers.some((header) => header.key === "Content-Security-Policy"));
    expect(csp).toBeDefined();
    const matches = (path: string) => new RegExp(csp!.regex, "u").test(path);
    for (const page of ["/", "/a", "/ap", "/api", "/apis", "/apx/", "/about", "/admin/products", "/products/3", "/assets/app.js", "/sw.js"]) {
      expect(matches(page), page).toBe(true);
    }
    for (const api of ["/api/", "/api/products", "/api/admin/products/3"]) {
      expect(matches(api), api).toBe(false);
    }
  });
});

describe("firebase.json hosting rewrites", () => {
  /** The first rule that matches wins, as in Hosting; only the rules written as a regex are tried here. */
  const apiRule = config.hosting.rewrites.find((rule) => rule.regex !== undefined && new RegExp(rule.regex, "u").test("/api/products"));

  it("sends every /api path to the function, dot segments and the bare prefix included", () => {
    expect(apiRule?.function?.functionId).toBe("api");
    const matches = (path: string) => new RegExp(apiRule!.regex!, "u").test(path);
    // A glob's ** skips segments that start with a dot, so /api/..%2Fx would get Hosting's HTML 404.
    for (const path of ["/api", "/api/", "/api/products", "/api/..%2F..%2Fetc", "/api/.well-known/x", "/api/admin/products/3"]) {
      expect(matches(path), path).toBe(true);
    }
    for (const path of ["/apis", "/apix/y", "/", "/marketplace"]) expect(matches(path), path).toBe(false);
  });

  it("has no redirect rules: the emulator decodes every URL for them and crashes on a malformed escape (decision 016)", () => {
    expect(config.hosting.redirects ?? []).toEqual([]);
  });

  it("sends every path without a file to the function, which renders its page (decision 021); the admin's paths to its page", () => {
    const last = config.hosting.rewrites.at(-1);
    expect(last?.source).toBe("**");
    expect(last?.function?.functionId).toBe("api");
    expect(config.hosting.rewrites.find((rule) => rule.source === "/admin/**")?.destination).toBe("/admin/index.html");
  });
});
