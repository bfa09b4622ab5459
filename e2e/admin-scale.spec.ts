import { expect, test, type Page } from "@playwright/test";
import { adminAccount, openAdminAsAdmin } from "./admin-support";

// Issue 21, section 1: the admin's product list at a vendor's scale. With at least 1,000 products
// the page stays under 6,000 elements, loads images only for what is on screen, and a keystroke in
// the search narrows the list. (How fast is measured, not asserted: the keystroke's time is
// recorded as an annotation; `npm run bench` is where timings live.)

type Summary = { id: number; name: string };

/** Tops the stack's catalogue up to `count` products through the Data Sync import (drafts, so the public catalogue is unchanged). */
async function atLeastProducts(page: Page, count: number): Promise<number> {
  const current = (await (await page.request.get("/api/admin/products?view=summary")).json()) as Summary[];
  const missing = count - current.length;
  if (missing > 0) {
    const batch = Date.now().toString(36);
    const products = Array.from({ length: missing }, (_, i) => ({
      name: `Scale Probe ${batch}-${i}`,
      manufacturer: "Scale Devices",
      description: `A generated product for the 1,000-product admin check, number ${i}.`,
      price: `${(i % 900) + 10}.00`,
    }));
    const response = await page.request.post("/api/admin/import-data", { data: { products }, timeout: 120_000 });
    expect(response.status()).toBe(200);
  }
  return Math.max(count, current.length);
}

test("at 1,000 products the list stays light and a keystroke narrows it", async ({ page }) => {
  test.slow();
  expect((await page.request.post("/api/auth/login", { data: adminAccount })).status()).toBe(200);
  const total = await atLeastProducts(page, 1000);
  const listed = (await (await page.request.get("/api/admin/products?view=summary")).json()) as (Summary & { manufacturer: string; description: string })[];
  // A name found in no other product's searched text, so the search narrows to exactly one.
  const texts = listed.map((p) => `${p.name}\n${p.manufacturer}\n${p.description}`.toLowerCase());
  const needle = listed.find((p, i) => texts.every((text, j) => i === j || !text.includes(p.name.toLowerCase())))!.name;

  await openAdminAsAdmin(page);
  await expect(page.getByText(new RegExp(`^\\d+ of ${total} products$`)).or(page.getByText(new RegExp(`of \\d{4,} products`)))).toBeVisible();
  const elements = () => page.evaluate(() => document.querySelectorAll("*").length);
  expect(await elements()).toBeLessThan(6000);
  const images = await page.locator("[data-admin-app] img").count();
  expect(images).toBeLessThanOrEqual(24);

  await page.getByRole("button", { name: "Table" }).click();
  await expect(page.getByRole("columnheader", { name: "Status" })).toBeVisible();
  expect(await elements()).toBeLessThan(6000);

  // One keystroke's time to the next paint, taken by the page's own clock.
  const search = page.getByLabel("Search products");
  await search.fill(needle.slice(0, -1));
  await page.evaluate(() => {
    const input = document.querySelector<HTMLInputElement>('input[aria-label="Search products"]')!;
    input.addEventListener(
      "keydown",
      () => {
        const start = performance.now();
        requestAnimationFrame(() => setTimeout(() => ((window as unknown as { keystrokeMs: number }).keystrokeMs = performance.now() - start)));
      },
      { once: true },
    );
  });
  await search.press(needle.at(-1)!);
  await expect(page.getByText(/^1 of \d+ products$/)).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(needle) })).toBeVisible();
  const keystrokeMs = await page.evaluate(() => (window as unknown as { keystrokeMs?: number }).keystrokeMs);
  test.info().annotations.push({ type: "keystroke to paint at 1,000 products (ms)", description: String(keystrokeMs?.toFixed(1)) });
  expect(await elements()).toBeLessThan(6000);
});
