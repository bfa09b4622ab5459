import { expect, test, type Locator } from "@playwright/test";
import { catalogue } from "./catalogue-support";

/** Spec 2.2: touch targets are at least 44 px tall. */
async function expectTouchTarget(target: Locator) {
  const box = await target.boundingBox();
  expect(box, "rendered").not.toBeNull();
  expect(box!.height).toBeGreaterThanOrEqual(44);
}

const solutions = [
  ["Smart Manufacturing", "/solutions/industrial-iot"],
  ["Asset Tracking", "/solutions/asset-tracking"],
  ["Smart Agriculture", "/solutions/smart-agriculture"],
  ["Smart Cities", "/solutions/smart-cities"],
  ["Energy & Utilities", "/solutions/energy-utilities"],
  ["Environmental Monitoring", "/solutions/indoor-air-quality"],
] as const;

test.describe("site header and footer", () => {
  test("desktop header: main links, active link, Contact sales", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(nav.getByRole("link", { name: "Product" })).toHaveAttribute("href", "/marketplace");
    await expect(nav.getByRole("link", { name: "About Us" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("banner").getByRole("link", { name: "Contact sales" })).toHaveAttribute("href", "/contact");
    const header = page.getByRole("banner");
    await expect(header).toHaveCSS("position", "sticky");
  });

  test("the Solutions dropdown is a disclosure of six links, opened and closed with the keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await page.locator("html[data-boot~=hydrated]").waitFor({ state: "attached" });
    const trigger = page.getByRole("button", { name: "Solutions" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("list", { name: "Solutions" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link")).toHaveCount(6);
    for (const [name, href] of solutions) {
      await expect(menu.getByRole("link", { name: new RegExp(name) })).toHaveAttribute("href", href);
    }
    // Its links come next in the tab order, after the button that opened it.
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
    await trigger.click();
    await menu.getByRole("link", { name: /Asset Tracking/ }).click();
    await expect(page).toHaveURL(/\/solutions\/asset-tracking$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("Tab goes through the open Solutions list and on to the header's next control", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const trigger = page.getByRole("button", { name: "Solutions" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const links = page.getByRole("list", { name: "Solutions" }).getByRole("link");
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      await expect(links.nth(i)).toBeFocused();
    }
    await page.keyboard.press("Tab");
    await expect(page.getByRole("banner").getByRole("link", { name: "Contact sales" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(links.last()).toBeFocused();
  });

  test("the header marks Product as current on a product page, as on the marketplace", async ({ page, request }) => {
    const [product] = await catalogue(request);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/products/${product!.id}`);
    const nav = page.getByRole("navigation", { name: "Main" });
    const productLink = nav.getByRole("link", { name: "Product" });
    await expect(productLink).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
    const currentLook = await productLink.evaluate((link) => [getComputedStyle(link).color, getComputedStyle(link).backgroundColor]);
    await page.goto("/about");
    const aboutLink = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" });
    expect(await aboutLink.evaluate((link) => [getComputedStyle(link).color, getComputedStyle(link).backgroundColor])).toEqual(currentLook);
  });

  test("the header's logo link is a 44 px touch target", async ({ page }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/about");
      await expectTouchTarget(page.getByRole("link", { name: "LoRaWAN Sensors home" }));
    }
  });

  test("the solutions overview, resources, brand and platform pages are reached by links from the home page", async ({ page, request }) => {
    const pages = [
      "/solutions",
      "/resources",
      "/brand",
      "/platform/network-server",
      "/platform/gateway-management",
      "/platform/device-registry",
      "/platform/analytics",
    ];
    const linksOn = async (path: string) => {
      const html = await (await request.get(path)).text();
      return [...html.matchAll(/<a [^>]*href="(\/[^"#?]*)"/g)].map((match) => match[1]!);
    };
    // The home page links the About page (header), which links them all.
    expect(await linksOn("/")).toContain("/about");
    const onAbout = await linksOn("/about");
    expect(pages.filter((path) => !onAbout.includes(path))).toEqual([]);

    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "About Us" }).click();
    await page.getByRole("link", { name: /^Network Server/ }).click();
    await expect(page).toHaveURL(/\/platform\/network-server$/);
  });

  test("mobile drawer shows Main and Solutions and closes after navigating", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await page.locator("html[data-boot~=hydrated]").waitFor({ state: "attached" });
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog");
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("heading", { name: "Main" })).toBeVisible();
    await expect(drawer.getByRole("heading", { name: "Solutions" })).toBeVisible();
    for (const [name] of solutions) await expect(drawer.getByRole("link", { name })).toBeVisible();
    await drawer.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(drawer).toBeHidden();
    const box = await page.getByRole("button", { name: "Open menu" }).boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(box!.height).toBeGreaterThanOrEqual(44);
  });

  test("footer: logo, tagline, 2024 and the four links", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("2024");
    await expect(footer).toContainText("long-range connectivity, ultra-low power consumption and enterprise-grade reliability");
    const links: [string, string][] = [
      ["Privacy Policy", "/privacy-policy"],
      ["Terms of Service", "/terms-of-service"],
      ["Security", "/security"],
      ["System Status", "/status"],
    ];
    for (const [name, href] of links) {
      await expect(footer.getByRole("link", { name })).toHaveAttribute("href", href);
    }
  });

  test("an unknown path answers 404 with the not-found page", async ({ page, request }) => {
    const response = await request.get("/this-page-does-not-exist");
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain("Did you forget to add the page to the router?");
    await page.goto("/this-page-does-not-exist");
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(page).toHaveTitle("404 Page Not Found");
    // It answers at any unknown URL: kept out of search indexes, with no canonical URL (not /404).
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page.locator('meta[property="og:url"]')).toHaveCount(0);
  });

  test("/products redirects to /marketplace", async ({ request }) => {
    const response = await request.get("/products", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/marketplace");
  });
});
