import { createHash } from "node:crypto";
import { expect, test, type APIResponse } from "@playwright/test";
import { catalogue } from "./catalogue-support";

/** The directives of a Content-Security-Policy header, by name. */
function directives(response: APIResponse): Map<string, string[]> {
  const header = response.headers()["content-security-policy"] ?? "";
  return new Map(
    header
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectCommonHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  const maxAge = Number(/max-age=(\d+)/.exec(headers["strict-transport-security"] ?? "")?.[1]);
  expect(maxAge).toBeGreaterThanOrEqual(183 * 24 * 3600);
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  // No other site may embed an answer (issue 30, item 4).
  expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
}

test.describe("security headers from Hosting", () => {
  test("pages allow no inline script but their page loader (by its hash), forbid framing, and carry the transport and privacy headers", async ({ request }) => {
    const [product] = await catalogue(request);
    for (const path of ["/", "/marketplace", "/pricing", `/products/${product!.id}`, "/contact", "/admin", "/no-such-page"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([200, 404], path).toContain(response.status());
      const policy = directives(response);
      const scripts = policy.get("script-src") ?? policy.get("default-src");
      expect(scripts, `${path} script-src`).toBeDefined();
      expect(scripts, path).not.toContain("'unsafe-inline'");
      expect(scripts, path).not.toContain("'unsafe-eval'");
      expect(policy.get("frame-ancestors"), path).toEqual(["'none'"]);
      expect(policy.get("object-src"), path).toEqual(["'none'"]);
      expectCommonHeaders(response);
      // The page loader is the one inline script (decision 046): the policy allows it by its hash
      // and nothing else inline (JSON-LD is data, which script-src does not govern).
      const inline = [...(await response.text()).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes]) => !/\bsrc=/.test(attributes!) && !/type="application\/ld\+json"/.test(attributes!),
      );
      expect(inline, path).toHaveLength(1);
      const hash = createHash("sha256").update(inline[0]![2]!).digest("base64");
      expect(scripts, path).toContain(`'sha256-${hash}'`);
    }
  });

  test("static files carry the transport and privacy headers too", async ({ request }) => {
    const home = await (await request.get("/")).text();
    const script = /<script[^>]*>[\s\S]*?["'](\/assets\/[^"']+\.js)["']/.exec(home)?.[1];
    for (const path of ["/manifest.webmanifest", "/robots.txt", "/sw.js", ...(script ? [script] : [])]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expectCommonHeaders(response);
    }
  });

  test("API answers may load nothing", async ({ request }) => {
    for (const path of ["/api/products", "/api/auth/user", "/api/no-such-call"]) {
      const response = await request.get(path);
      expect(directives(response).get("default-src"), path).toEqual(["'none'"]);
      expect(directives(response).get("frame-ancestors"), path).toEqual(["'none'"]);
      expectCommonHeaders(response);
    }
  });

  test("pages run under the policy without a single violation", async ({ page, request }) => {
    const [product] = await catalogue(request);
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    for (const path of ["/", "/pricing", "/marketplace", `/products/${product!.id}`, "/contact"]) {
      await page.goto(path);
      // Hydration proves the boot scripts, moved out of the HTML, ran.
      await page.locator("html[data-boot~=hydrated]").waitFor({ state: "attached" });
    }
    await page.goto("/admin");
    await page.getByLabel("Username").fill("someone@example.com");
    expect(violations).toEqual([]);
  });
});
