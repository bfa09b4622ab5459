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
    const menu = page.getByRole("list", { name: "Solutions" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link")).toHaveCount(6);
    await expect(menu.getByRole("link", { name: /Asset Tracking/ })).toHaveAttribute("href", "/solutions/asset-tracking");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    expect(held.length, "the page asked for its entry").toBeGreaterThan(0);
    await expect(page.locator("html[data-boot~=hydrated]")).toHaveCount(0);
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
    await page
      .getByRole("list", { name: "Solutions" })
      .getByRole("link", { name: /Smart Cities/ })
      .click();
    await expect(page).toHaveURL(/\/solutions\/smart-cities$/);
  });
});

// Decision 092: Enter in the marketplace's search before its island hydrated is the browser's form
// submission. The page it leaves must not start its islands' code, the catalogue or Inter meanwhile:
// on a phone they would share the link with the results page.
test.describe("a page being left", () => {
  // A service worker would answer the results page itself, where the test cannot hold it back.
  test.use({ serviceWorkers: "block" });

  test("starts no more downloads, and one that stays starts them", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    let releaseEntry: () => void = () => {};
    const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
    let entries = 0;
    await page.route(/\/assets\/entry\.client-[^/]*\.js$/, async (route) => {
      // Only the first page's entry is held, until Enter has been pressed.
      if (entries++ === 0) await entryHeld;
      await route.continue();
    });
    let releaseResults: () => void = () => {};
    const resultsHeld = new Promise<void>((resolve) => (releaseResults = resolve));
    await page.route(/\/marketplace\?q=gate/, async (route) => {
      await resultsHeld;
      await route.continue();
    });
    const started: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (
        url.pathname === "/api/catalogue" ||
        url.pathname.endsWith(".woff2") ||
        (url.pathname.startsWith("/assets/") && !url.pathname.includes("entry.client"))
      ) {
        started.push(url.pathname);
      }
    });

    await page.goto("/marketplace");
    await page.getByLabel("Search devices").fill("gate");
    // Not waiting for the navigation, nor looking into the page while it is held: Playwright then
    // abandons the held navigation. The requests say what the page did.
    await page.getByLabel("Search devices").press("Enter", { noWaitAfter: true });
    // The results page is on its way (held): the entry arrives and runs meanwhile.
    const entryArrived = page.waitForEvent("requestfinished", (request) => request.url().includes("/assets/entry.client"));
    releaseEntry();
    await entryArrived;
    await page.waitForTimeout(1500);
    expect(started, "downloads the page being left started").toEqual([]);
    releaseResults();
    await page.waitForURL(/\/marketplace\?q=gate/);
    await expect(page.getByText(/\d+ devices? found/)).toBeVisible();

    // A page that stays starts them.
    await page.goto("/marketplace");
    await expect(page.locator("html[data-boot~=hydrated]")).toHaveCount(1);
    expect(started).toContain("/api/catalogue");
  });
});
