import { expect, test } from "@playwright/test";
import { publicPagePaths } from "@lorawan/contracts/paths";
import { renderedOnRequest } from "../web/react-router.config.ts";
import { catalogue } from "./catalogue-support";

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test.describe("installable app", () => {
  // The service worker is part of what this journey checks (the config blocks it elsewhere).
  test.use({ serviceWorkers: "allow" });

  test("the manifest names the app, uses the brand teal and runs standalone from /", async ({ request }) => {
    const response = await request.get("/manifest.webmanifest");
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
    expect(manifest).toMatchObject({
      name: "LoRaWAN Sensors",
      short_name: "LoRaWAN",
      theme_color: "#00d4aa",
      display: "standalone",
      start_url: "/",
      scope: "/",
    });
    expect(String(manifest.description)).toContain("long-range connectivity");
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? "any"}`)).toEqual(
      expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]),
    );
  });

  test("every manifest icon is a PNG of the size it claims", async ({ request }) => {
    const { icons } = (await (await request.get("/manifest.webmanifest")).json()) as { icons: ManifestIcon[] };
    for (const icon of icons) {
      const response = await request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      expect(pngSize(await response.body()), icon.src).toBe(icon.sizes);
    }
  });

  test("pages carry the head tags installation needs", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
    await expect(page.locator('head meta[name="theme-color"]')).toHaveAttribute("content", "#00d4aa");
    await expect(page.locator('head link[rel="apple-touch-icon"]')).toHaveAttribute("href", /\.png$/);
  });

  test("the service worker precaches every prerendered page (the admin page too), no app shell, and controls the page after a reload", async ({
    page,
    request,
  }) => {
    const sw = await (await request.get("/sw.js")).text();
    // Pages the function renders on each request (the marketplace, news, ...) are not precached:
    // the network first, the last copy offline.
    for (const path of publicPagePaths.filter((path) => !renderedOnRequest.has(path))) expect(sw, path).toContain(`url:"${path}"`);
    // The admin page is prerendered and precached with its code: the installed admin opens offline
    // (decision 031). Its data is never cached by the worker.
    expect(sw).toContain('url:"/admin"');
    expect(sw).toMatch(/url:"assets\/AdminApp-[\w-]+\.js"/);
    expect(sw).not.toContain("/api/admin");
    expect(sw).not.toContain('url:"/marketplace"');
    // No app shell stands in for a page: every navigation gets the page the server gives.
    expect(sw).not.toContain("spa-fallback");

    await page.goto("/about");
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe("/");
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
  });

  // Decision 021: the service worker serves what a first visitor gets, never an app shell.
  test("an installed visitor's product and marketplace pages carry their content in the HTML and load no router app", async ({ page, request }) => {
    const [product] = await catalogue(request);
    await page.goto("/about");
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    const scripts: string[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(new URL(response.url()).pathname);
    });
    for (const [path, content] of [
      [`/products/${product!.id}`, product!.name],
      ["/marketplace", "devices found"],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.fromServiceWorker(), path).toBe(true);
      // The text is in the HTML the service worker answered with, before any script ran.
      expect(await response!.text(), path).toContain(content.replace("&", "&amp;"));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
    expect(scripts.filter((file) => /\/assets\/(manifest|root|PublicLayout|[A-Z]\w*Page)-/.test(file))).toEqual([]);
    expect(new Set(scripts).size).toBeLessThanOrEqual(12);
  });

  test("an Install app button appears only while the browser offers installation", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html[data-boot~=hydrated]")).toBeAttached();
    const install = page.getByRole("contentinfo").getByRole("button", { name: "Install app" });
    await expect(install).toHaveCount(0);

    // What Chromium dispatches once the install criteria are met (headless never offers it).
    await page.evaluate(() => {
      const offer = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
        prompt: () => {
          (window as unknown as { prompted: boolean }).prompted = true;
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: "dismissed" }),
      });
      window.dispatchEvent(offer);
    });
    await install.click();
    expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
    await expect(install).toHaveCount(0);
  });
});
