import { expect, test, type Page } from "@playwright/test";
import { catalogue } from "./catalogue-support";

// When Firestore is down the API answers 503 JSON (functions/test/faults.test.ts stops a real
// Firestore to prove it). Here the browser gets that same answer for every API call, and each
// public page must still render, with the error state of spec 4 and 8 where it shows data (the
// contact form's failure toast is in contact.spec.ts).
async function databaseDown(page: Page) {
  await page.route("**/api/**", (route) =>
    route.fulfill({
      status: 503,
      headers: { "Retry-After": "30" },
      contentType: "application/json",
      body: JSON.stringify({ message: "The service is temporarily unavailable. Please try again shortly." }),
    }),
  );
}

test.describe("with the database down", () => {
  // The pages the function renders while the database is down (503s: the home page's Featured
  // Sensors saying there is nothing to show, the marketplace saying the catalogue could not be
  // loaded) are checked in functions/test/faults.test.ts, where the database really stops.
  test("the marketplace's catalogue, once used, says the catalogue could not be loaded", async ({ page }) => {
    await databaseDown(page);
    await page.goto("/marketplace");
    await expect(page.getByRole("heading", { name: "LoRaWAN Product Module" })).toBeVisible();
    await page.getByLabel("Search devices").focus();
    await expect(page.getByRole("alert").filter({ hasText: "The catalogue could not be loaded. Please try again." })).toBeVisible();
    await expect(page.getByRole("button", { name: "Load More Devices" })).toHaveCount(0);
  });

  test("a product page renders Product Not Found with the way back", async ({ page, request }) => {
    const [product] = await catalogue(request);
    await databaseDown(page);
    // The function then renders the page without the product it could not read, as a 503
    // (functions/test/faults.test.ts). The page it renders for an unknown product stands in for it.
    await page.route(
      (url) => url.pathname === `/products/${product!.id}`,
      async (route) => {
        const notFound = await route.fetch({ url: new URL("/products/999999999", route.request().url()).href });
        expect(notFound.status()).toBe(404);
        await route.fulfill({ status: 503, contentType: "text/html; charset=utf-8", headers: { "Retry-After": "30" }, body: await notFound.text() });
      },
    );
    await page.goto(`/products/${product!.id}`);
    await expect(page.getByRole("heading", { name: "Product Not Found" })).toBeVisible();
    await expect(page.getByText("The product you're looking for doesn't exist or has been removed.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Product Module" })).toHaveAttribute("href", "/marketplace");
  });
});
