import { expect, test } from "@playwright/test";

// Issue 29: the header's menus work from the HTML alone (decision 049), so a tap made as soon as the
// page shows them opens them, whether or not its scripts have arrived, and without JavaScript.

test.describe("the header's menus at the first tap", () => {
  test("the Solutions menu opens before the page's scripts are allowed to arrive", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // Every script file is held back for the whole test: only the HTML and its inline loader run.
    const held: string[] = [];
    await page.route(/\.js(\?|$)/, (route) => {
      held.push(route.request().url());
    });
    await page.goto("/", { waitUntil: "commit" });
    await page.getByRole("button", { name: "Solutions" }).click();
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("menuitem")).toHaveCount(6);
    await expect(menu.getByRole("menuitem", { name: /Asset Tracking/ })).toHaveAttribute("href", "/solutions/asset-tracking");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    expect(held.length, "the page asked for its entry").toBeGreaterThan(0);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  });

  test("the mobile drawer opens before the page's scripts are allowed to arrive, and a press outside closes it", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.route(/\.js(\?|$)/, () => {});
    await page.goto("/pricing", { waitUntil: "commit" });
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("heading", { name: "Main" })).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Smart Agriculture" })).toBeVisible();
    await page.mouse.click(10, 400);
    await expect(drawer).toBeHidden();
  });
});

test.describe("the header's menus without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the mobile drawer opens, leads to a page and closes", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await drawer.getByRole("button", { name: "Close menu" }).click();
    await expect(drawer).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await drawer.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  });

  test("the Solutions menu opens and its entries are links", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/about");
    await page.getByRole("button", { name: "Solutions" }).click();
    await page.getByRole("menuitem", { name: /Smart Cities/ }).click();
    await expect(page).toHaveURL(/\/solutions\/smart-cities$/);
  });
});
