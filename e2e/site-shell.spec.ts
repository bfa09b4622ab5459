import { expect, test } from "@playwright/test";

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

  test("the Solutions dropdown lists six entries and opens with the keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const trigger = page.getByRole("button", { name: "Solutions" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    const items = menu.getByRole("menuitem");
    await expect(items).toHaveCount(6);
    for (const [name, href] of solutions) {
      await expect(menu.getByRole("menuitem", { name: new RegExp(name) })).toHaveAttribute("href", href);
    }
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await trigger.click();
    await page.getByRole("menuitem", { name: /Asset Tracking/ }).click();
    await expect(page).toHaveURL(/\/solutions\/asset-tracking$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("mobile drawer shows Main and Solutions and closes after navigating", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
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
  });

  test("/products redirects to /marketplace", async ({ request }) => {
    const response = await request.get("/products", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/marketplace");
  });
});
