import { expect, test, type Page } from "@playwright/test";
import { cardNames, catalogue, catalogueEntries, resultCount, scrollToFeaturedSensors, searched } from "./catalogue-support.ts";

// The notice is always in its live region, hidden while online.
const offlineNotice = (page: Page) => page.getByRole("status").getByText("You are offline. Showing saved pages and products.");

/** The service worker installs on the first visit and controls the page from the next load. */
async function loadControlled(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test.describe("offline catalogue", () => {
  // The service worker is what this journey is about (the config blocks it elsewhere).
  test.use({ serviceWorkers: "allow" });

  test("after one online visit, the marketplace and a visited product reload offline", async ({ page, context }) => {
    await loadControlled(page, "/marketplace");
    const devices = page.getByRole("list", { name: "Devices" });
    await expect(devices.getByRole("listitem").first()).toBeVisible();
    const names = await cardNames(page);
    await expect(offlineNotice(page)).toBeHidden();

    await devices.getByRole("listitem").first().getByRole("link", { name: "View Details" }).click();
    await expect(page.getByRole("heading", { level: 1, name: names[0] })).toBeVisible();
    const productUrl = page.url();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: names[0] })).toBeVisible();
    await expect(offlineNotice(page)).toBeVisible();

    await page.goto("/marketplace");
    await expect(page.getByRole("heading", { level: 1, name: "LoRaWAN Product Module" })).toBeVisible();
    await expect.poll(() => cardNames(page)).toEqual(names);
    await expect(offlineNotice(page)).toBeVisible();

    // Back to the visited product by address, still offline.
    await page.goto(productUrl);
    await expect(page.getByRole("heading", { level: 1, name: names[0] })).toBeVisible();

    await context.setOffline(false);
    await expect(offlineNotice(page)).toBeHidden();
  });

  test("a page never opened before comes from the precache, and a search never made from the last marketplace page and catalogue read", async ({
    page,
    context,
  }) => {
    await loadControlled(page, "/");
    // The marketplace once, online: the service worker keeps the page and the catalogue it read.
    await page.goto("/marketplace");
    await page.getByRole("list", { name: "Devices" }).hover();
    await page.locator('[data-island="MarketplaceIsland"][data-boot~=hydrated]').waitFor({ state: "attached" });
    await page.goto("/");
    const featured = await scrollToFeaturedSensors(page);
    await expect(featured.getByRole("heading", { level: 3 })).toHaveCount(4);
    const names = await featured.getByRole("heading", { level: 3 }).allTextContents();

    await context.setOffline(true);
    await page.reload();
    await scrollToFeaturedSensors(page);
    for (const name of names) await expect(featured.getByRole("heading", { name })).toBeVisible();

    await page.goto(`/marketplace?q=${encodeURIComponent(names[0] ?? "")}`);
    await expect(page.getByRole("heading", { name: names[0] })).toBeVisible();
    await context.setOffline(false);
  });

  // Decision 101: the function renders the start page, and the worker keeps it as it installs.
  test("the start page opens offline, with its featured products, after a first visit to another page", async ({ page, context }) => {
    await page.goto("/pricing");
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await context.setOffline(true);
    await page.goto("/");
    const featured = await scrollToFeaturedSensors(page);
    await expect(featured.getByRole("heading", { level: 3 })).toHaveCount(4);
    await expect(page.getByRole("heading", { name: "You are offline" })).toHaveCount(0);
    await expect(offlineNotice(page)).toBeVisible();
    await context.setOffline(false);
  });

  test("after a plain visit to the marketplace, its search, filters and sort work offline after a reload", async ({ page, context, request }) => {
    const term = "gate";
    const expected = searched(await catalogueEntries(request), term);
    expect(expected.length).toBeGreaterThan(0);
    await loadControlled(page, "/");
    // Opened, not touched: the catalogue is asked for right after paint, and kept with the page.
    const kept = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/catalogue");
    await page.goto("/marketplace");
    await kept;

    await context.setOffline(true);
    await page.reload();
    await expect(offlineNotice(page)).toBeVisible();
    await page.getByLabel("Search devices").fill(term);
    await expect(resultCount(page)).toHaveText(expected.length === 1 ? "1 device found" : `${expected.length} devices found`);
    expect((await cardNames(page)).sort()).toEqual(
      expected
        .map((p) => p.name)
        .slice(0, 12)
        .sort(),
    );
    await expect(page.getByLabel("Search devices")).toHaveValue(term);
    await context.setOffline(false);
  });

  test("offline, a page never saved is the site's own offline page, with its navigation and status 503", async ({ page, context, request }) => {
    const products = await catalogue(request);
    await loadControlled(page, "/marketplace");
    await context.setOffline(true);
    const response = await page.goto(`/products/${products.at(-1)!.id}`);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Product", exact: true })).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    // A card tapped on the offline marketplace leads there too, never to the browser's error.
    await page.goto("/marketplace");
    const card = page.getByRole("list", { name: "Devices" }).getByRole("listitem").last();
    await card.getByRole("link", { name: "View Details" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
    await context.setOffline(false);
  });

  test("the contact form says it cannot send while offline, sends nothing and keeps the fields", async ({ page, context }) => {
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/demo-request")) sent.push(request.url());
    });
    await page.goto("/contact");
    await expect(page.locator("html[data-boot~=hydrated]")).toBeAttached();
    const form = page.getByRole("form", { name: "Contact form" });
    // The visitor starts on the form while online: that fetches the toast view (first visit, no
    // service worker in control yet), so the form's toasts show after the connection drops.
    const toastView = page.waitForResponse((response) => /\/assets\/ToasterView-[\w-]+\.js$/.test(response.url()));
    await form.getByLabel("First Name").fill("Ada");
    await toastView;

    await context.setOffline(true);
    await expect(offlineNotice(page)).toBeVisible();
    await expect(page.getByText("You are offline. Messages cannot be sent until your connection is back.")).toBeVisible();
    await form.getByLabel("Last Name").fill("Lovelace");
    await form.getByLabel("Email").fill("ada@example.com");
    await form.getByLabel("Company").fill("Analytical Engines");
    await form.getByRole("button", { name: "Send Message" }).click();

    await expect(page.getByText("Your message cannot be sent while you are offline.", { exact: false })).toBeVisible();
    await expect(form.getByLabel("First Name")).toHaveValue("Ada");
    await expect(form.getByLabel("Company")).toHaveValue("Analytical Engines");
    expect(sent).toEqual([]);
    await context.setOffline(false);
    await expect(offlineNotice(page)).toBeHidden();
  });
});
