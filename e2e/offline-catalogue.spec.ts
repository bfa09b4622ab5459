import { expect, test } from "@playwright/test";

test.describe("installable and offline", () => {
  test("serves a web app manifest with icons", async ({ request }) => {
    const response = await request.get("/manifest.webmanifest");
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as { name: string; display: string; icons: { sizes: string }[] };
    expect(manifest.name).toBe("LoRaWAN Sensors");
    expect(manifest.display).toBe("standalone");
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  });

  test("keeps showing the catalogue after the connection drops", async ({ page, context }) => {
    await page.goto("/");
    // The service worker installs on the first visit and controls the page from the next load.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const featured = page.getByRole("region", { name: "Featured Sensors" });
    await expect(featured.getByRole("heading", { level: 3 })).toHaveCount(4);
    const names = await featured.getByRole("heading", { level: 3 }).allTextContents();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (const name of names) {
      await expect(featured.getByRole("heading", { name })).toBeVisible();
    }

    // A page never opened before comes from the precache, its products from the last catalogue read.
    await page.goto(`/marketplace?q=${encodeURIComponent(names[0] ?? "")}`);
    await expect(page.getByRole("heading", { name: names[0] })).toBeVisible();
    await context.setOffline(false);
  });
});
