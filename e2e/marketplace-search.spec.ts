import { expect, test, type Page } from "@playwright/test";
import { cardNames, openMarketplace } from "./catalogue-support";

// Issue 46: a buyer's everyday queries find the devices they mean, with and without JavaScript and
// offline after a plain visit. Two real definitions of the LoRaWAN Device Repository, imported
// through the product's own import and published by the setup: a Dragino temperature and humidity
// sensor, and a Milesight PIR sensor (what a buyer calls a motion detector).

// The two devices come from the e2e stack's setup (device-repository.setup.ts), before any journey.
const lht65 = "Dragino LHT65 - Temperature & Humidity Sensor";
const ws202 = "Milesight WS202 - PIR & Light Sensor";

/** The queries, each with a device that fits it. */
const queries: [string, string][] = [
  ["temperature humidity", lht65],
  ["humidity temperature", lht65],
  ["temprature", lht65],
  ["motion detector", ws202],
  ["dragino temperature", lht65],
];

/** The devices on the first screen (spec 9.1: 12), Newest first as the marketplace opens. */
const firstScreen = (page: Page) => cardNames(page);

test.describe("search finds what a buyer means (issue 46)", () => {
  test("without JavaScript, each everyday query shows a fitting device on the first screen", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [query, fitting] of queries) {
      await page.goto(`/marketplace?q=${encodeURIComponent(query)}`);
      expect(await firstScreen(page), query).toContain(fitting);
    }
    await context.close();
  });

  test("typed into the island, each everyday query shows a fitting device on the first screen", async ({ page }) => {
    await openMarketplace(page);
    for (const [query, fitting] of queries) {
      await page.getByLabel("Search devices").fill(query);
      await expect(page.getByRole("list", { name: "Devices" }).getByRole("heading", { level: 3, name: fitting }), query).toBeVisible();
    }
    // Best match puts what fits first.
    await page.getByLabel("Sort by").selectOption({ label: "Best match" });
    await page.getByLabel("Search devices").fill("motion detector");
    await expect.poll(async () => (await firstScreen(page))[0]).toBe(ws202);
  });

  test("a query that finds nothing offers the nearest words that do", async ({ page }) => {
    // Two devices' models: each is in the catalogue, no device is both.
    await openMarketplace(page, "?q=lht65+ws202");
    await expect(page.getByRole("heading", { name: "No devices found" })).toBeVisible();
    const suggestion = page
      .getByText(/^Did you mean/)
      .getByRole("link")
      .first();
    await suggestion.click();
    await expect(page.getByRole("list", { name: "Devices" }).getByRole("heading", { level: 3 }).first()).toBeVisible();
  });
});

test.describe("search offline (issue 46)", () => {
  // The service worker is what this journey is about (the config blocks it elsewhere).
  test.use({ serviceWorkers: "allow" });
  test("offline after a plain visit, each everyday query shows a fitting device", async ({ page, context }) => {
    await page.goto("/");
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const kept = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/catalogue");
    await openMarketplace(page);
    await kept;

    await context.setOffline(true);
    await page.reload();
    for (const [query, fitting] of queries) {
      await page.getByLabel("Search devices").fill(query);
      await expect(page.getByRole("list", { name: "Devices" }).getByRole("heading", { level: 3, name: fitting }), query).toBeVisible();
    }
    await context.setOffline(false);
  });
});
