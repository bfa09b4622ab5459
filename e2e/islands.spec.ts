import { expect, test, type Page } from "@playwright/test";
import { createAccount } from "./admin-support";
import { catalogue, scrollToFeaturedSensors } from "./catalogue-support";

// Decision 021: every page starts one browser entry (entry.client.tsx), which hydrates the page's
// islands (the header's menus, the pricing calculator, the marketplace's catalogue, the contact
// form, ...); no page loads React Router's browser runtime. The admin page starts the admin app for
// a signed-in visitor only; to anyone else its login form is an island.

/** The script files the page loads, by path. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(new URL(response.url()).pathname);
  });
  return scripts;
}

/** React Router's browser runtime and route modules: no page loads them. */
const routerFiles = /\/assets\/(manifest|root|PublicLayout|[A-Z]\w*Page)-/;
const entryFile = /\/assets\/entry\.client-/;
/** The islands' React and Chakra code, fetched when the first island hydrates (decision 011). */
const hydratingModule = /\/assets\/hydrate-[\w-]+\.js$/;

test.describe("pages hydrated as islands", () => {
  test("marketing, catalogue and product pages load the islands' entry, not the router app", async ({ page, request }) => {
    const [product] = await catalogue(request);
    for (const path of ["/", "/pricing", "/about", "/marketplace", "/contact", `/products/${product!.id}`]) {
      const scripts = recordScripts(page);
      await page.goto(path);
      await page.locator("html[data-boot~=hydrated]").waitFor({ state: "attached" });
      expect(
        scripts.some((file) => entryFile.test(file)),
        `${path} loads the islands entry`,
      ).toBe(true);
      expect(
        scripts.filter((file) => routerFiles.test(file)),
        `${path} loads no router code`,
      ).toEqual([]);
      page.removeAllListeners("response");
    }
  });

  test("signed out, the admin page shows the login form without the router app or React", async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto("/admin");
    await page.locator("html[data-boot~=hydrated]").waitFor({ state: "attached" });
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
    await expect(page.getByText("Loading...")).toBeHidden();
    await page.waitForLoadState("networkidle");
    expect(scripts.some((file) => entryFile.test(file))).toBe(true);
    expect(scripts.filter((file) => routerFiles.test(file))).toEqual([]);
    expect(scripts.filter((file) => hydratingModule.test(file))).toEqual([]);

    // The header's islands work as on a marketing page.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole("button", { name: "Solutions" }).click();
    await expect(page.getByRole("list", { name: "Solutions" }).getByRole("link", { name: /Asset Tracking/ })).toBeVisible();
    expect(scripts.filter((file) => routerFiles.test(file))).toEqual([]);
  });

  test("signed in, the admin page starts the admin app without the router; its links to public pages load the page", async ({ page }) => {
    // A user without the admin role: Access Denied, with the header's main navigation (an admin's hides it).
    const account = await createAccount("user");
    expect((await page.request.post("/api/auth/login", { data: account })).status()).toBe(200);
    const scripts = recordScripts(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    expect(scripts.some((file) => /\/assets\/AdminApp-/.test(file))).toBe(true);
    expect(scripts.filter((file) => routerFiles.test(file))).toEqual([]);
    // The login form stays as it was rendered, hidden: its island never hydrates.
    await expect(page.getByRole("button", { name: "Login" })).toHaveCount(0);

    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(false);
  });

  test("a header link on a marketing page loads the next page, which works on its own", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/about");
    await page.locator("html[data-boot~=hydrated]").waitFor({ state: "attached" });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.locator("html[data-boot~=hydrated]").waitFor({ state: "attached" });
    await page.getByRole("button", { name: "Solutions" }).click();
    await expect(page.getByRole("list", { name: "Solutions" }).getByRole("link", { name: /Asset Tracking/ })).toBeVisible();
  });

  // Decision 101: the function renders the home page with its featured products.
  test("Featured Sensors comes with the home page, with no catalogue request and no React until it is used", async ({ page, request }) => {
    const [first] = await catalogue(request);
    const scripts = recordScripts(page);
    const catalogueCalls: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/catalogue") catalogueCalls.push(request.url());
    });
    await page.goto("/");
    await page.locator("html[data-boot~=hydrated]").waitFor({ state: "attached" });
    const section = await scrollToFeaturedSensors(page);
    await expect(section.getByRole("heading", { level: 3 })).toHaveCount(4);
    await page.waitForLoadState("networkidle");
    expect(catalogueCalls).toEqual([]);
    expect(scripts.filter((file) => hydratingModule.test(file))).toEqual([]);

    // Compare is the page's own script; the island hydrates as it is used and shows the tray.
    await section.getByRole("button", { name: `Compare ${first!.name}` }).click();
    await expect(section.getByRole("button", { name: `Compare ${first!.name}` })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("complementary", { name: "Compare devices" })).toBeVisible();
    expect(catalogueCalls).toEqual([]);
  });

  // Decision 011: islands hydrate on need.
  test("a marketing page runs no React, and its menu drawer opens without any", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const scripts = recordScripts(page);
    await page.goto("/pricing");
    await page.locator("html[data-boot~=hydrated]").waitFor({ state: "attached" });
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((file) => hydratingModule.test(file))).toEqual([]);

    // The drawer is the page's own HTML (a dialog): it opens with no React either.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(scripts.filter((file) => hydratingModule.test(file))).toEqual([]);
  });

  test("the marketplace shows its results with no React until a control is used, and asks for its catalogue once, right after paint", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const scripts = recordScripts(page);
    const catalogueCalls: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/catalogue") catalogueCalls.push(request.url());
    });
    await page.goto("/marketplace?sort=name");
    await page.locator("html[data-boot~=hydrated]").waitFor({ state: "attached" });
    await page.waitForLoadState("networkidle");
    const devices = page.getByRole("list", { name: "Devices" }).getByRole("listitem");
    await expect(devices).toHaveCount(12);
    expect(scripts.filter((file) => hydratingModule.test(file))).toEqual([]);
    expect(catalogueCalls).toHaveLength(1);

    // A control brings the code, which hydrates with the catalogue already asked for.
    await page.getByLabel("Sort by").focus();
    await page.locator('[data-island="MarketplaceIsland"][data-boot~=hydrated]').waitFor({ state: "attached" });
    // From the keyboard: a card coming near the viewport as the link scrolls into view is laid out
    // then, and a click's press and release could land on either side of the link moving.
    await page.getByRole("link", { name: "Load More Devices" }).press("Enter");
    await expect(devices).toHaveCount(24);
    expect(catalogueCalls).toHaveLength(1);
    await expect(page).toHaveURL(/\/marketplace\?sort=name&page=2$/);
  });

  test("a thumb moved before the calculator hydrated counts", async ({ page }) => {
    await page.goto("/pricing");
    await page.locator("html[data-boot~=hydrated]").waitFor({ state: "attached" });
    const devices = page.getByRole("slider", { name: "Number of devices" });
    // Set as the browser sets it, with no code of the page listening yet.
    await devices.evaluate((input: HTMLInputElement) => {
      input.value = "1";
    });
    await expect(page.getByTestId("estimated-cost")).toHaveText("$210.00");
    await devices.focus();
    await expect(page.locator('[data-island="PricingCalculator"][data-boot~=hydrated]')).toBeAttached();
    await expect(page.getByTestId("devices-value")).toHaveText("1");
    await expect(page.getByTestId("estimated-cost")).toHaveText("$49.00");
  });

  // Decision 080: the source is in the HTML and the browser's own lazy loading fetches it; the page's
  // script only falls back (webp, then jpeg, then "Image unavailable").
  test("lazy images (no React of their own) are served with their source, lazily loaded, and fall back to jpeg", async ({ page, request }) => {
    const html = await (await request.get("/")).text();
    const served = html.match(/<img[^>]*tile-water[^>]*>/)?.[0];
    expect(served).toContain('src="/images/tile-water.webp"');
    expect(served).toContain('loading="lazy"');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.route("**/images/tile-water.webp", (route) => route.abort());
    await page.goto("/");
    const tile = page.getByRole("img", { name: "Water tower and pipeline fitted with level and pressure sensors" });
    await expect(tile).toHaveAttribute("loading", "lazy");
    await tile.scrollIntoViewIfNeeded();
    await expect(tile).toHaveAttribute("src", "/images/tile-water.jpg");
    await expect(tile).toHaveJSProperty("complete", true);
    expect(await tile.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });
});
