import { expect, test, type APIRequestContext } from "@playwright/test";
import { adminAccount, openAdminAsAdmin } from "./admin-support";

// Issue 21, section 1: the admin's product list at a vendor's scale. With at least 1,000 products
// the page stays under 6,000 elements, loads images only for what is on screen, and a keystroke in
// the search narrows the list. How fast is measured by `npm run bench` (its admin figures), not
// asserted here.

type Summary = { id: number; name: string; manufacturer: string; description: string };

const listed = async (request: APIRequestContext) => (await (await request.get("/api/admin/products?view=summary", { timeout: 120_000 })).json()) as Summary[];

/**
 * Tops the stack's catalogue up to `count` products in one Data Sync import, as drafts named after
 * `batch` (the public catalogue is unchanged), and returns the ids it added.
 */
async function topUp(request: APIRequestContext, count: number, batch: string): Promise<number[]> {
  const missing = count - (await listed(request)).length;
  if (missing <= 0) return [];
  const products = Array.from({ length: missing }, (_, i) => ({
    name: `${batch}-${i}`,
    manufacturer: "Scale Devices",
    description: `A generated product for the 1,000-product admin check, number ${i}.`,
    price: `${(i % 900) + 10}.00`,
  }));
  const response = await request.post("/api/admin/import-data", { data: { products }, timeout: 120_000 });
  expect(response.status()).toBe(200);
  return (await listed(request)).filter((p) => p.name.startsWith(`${batch}-`)).map((p) => p.id);
}

/** Deletes the products this journey added, 400 at a time (the bulk action's limit). */
async function remove(request: APIRequestContext, ids: number[]) {
  for (let start = 0; start < ids.length; start += 400) {
    const response = await request.post("/api/admin/products/bulk", { data: { ids: ids.slice(start, start + 400), action: "delete" }, timeout: 120_000 });
    expect(response.status()).toBe(200);
  }
}

test("at 1,000 products the list stays light and a keystroke narrows it", async ({ page }) => {
  test.slow();
  expect((await page.request.post("/api/auth/login", { data: adminAccount })).status()).toBe(200);
  // Other journeys share the stack: the products added here are drafts with names no other journey
  // searches for, and they are deleted at the end whatever happens.
  const added = await topUp(page.request, 1000, `Scale Probe ${Date.now().toString(36)}`);
  try {
    const products = await listed(page.request);
    expect(products.length).toBeGreaterThanOrEqual(1000);
    // A name found in no other product's searched text, so the search narrows to exactly one.
    const texts = products.map((p) => `${p.name}\n${p.manufacturer}\n${p.description}`.toLowerCase());
    const needle = products.find((p, i) => texts.every((text, j) => i === j || !text.includes(p.name.toLowerCase())))!.name;

    await openAdminAsAdmin(page);
    await expect(page.getByText(/^\d+ of \d{4,} products$/)).toBeVisible();
    const elements = () => page.evaluate(() => document.getElementsByTagName("*").length);
    expect(await elements()).toBeLessThan(6000);
    expect(await page.locator("[data-admin-app] img").count()).toBeLessThanOrEqual(24);

    // Issue 31: the pager jumps to a page number and to the last page, and a new page starts at its top.
    const pager = page.getByRole("navigation", { name: "Product pages" });
    const pages = Math.ceil(products.length / 24);
    const listTop = page.getByText(/^\d+ of \d{4,} products$/);
    await pager.getByRole("button", { name: "Last page" }).click();
    await expect(pager.getByText(`Page ${pages} of ${pages}`)).toBeAttached();
    await expect(listTop).toBeInViewport();
    await pager.getByRole("spinbutton", { name: "Page" }).fill("3");
    await pager.getByRole("button", { name: "Go" }).click();
    await expect(pager.getByText(`Page 3 of ${pages}`)).toBeAttached();
    await expect(listTop).toBeInViewport();
    await pager.getByRole("button", { name: "First page" }).click();
    await expect(pager.getByText(`Page 1 of ${pages}`)).toBeAttached();

    await page.getByRole("button", { name: "Table" }).click();
    await expect(page.getByRole("columnheader", { name: "Status" })).toBeVisible();
    expect(await elements()).toBeLessThan(6000);

    // A keystroke that changes the page shows its first rows at once and the rest right after
    // (decision 098): the page fills to 24 rows.
    const search = page.getByLabel("Search products");
    await search.fill("Scale Probe");
    await expect(page.locator("[data-product-list] tbody tr")).toHaveCount(24);
    await expect(page.locator("[data-product-list] tbody tr").first()).toContainText("Scale Probe");
    // A new read of the same list renders the page whole: a row far down keeps its pressed action
    // focused while the list learns the change.
    const row = page.locator("[data-product-list] tbody tr").nth(11);
    const name = (await row.locator("[data-name]").textContent())!;
    await row.getByRole("button", { name: `Publish ${name}` }).click();
    await expect(row.getByRole("button", { name: `Unpublish ${name}` })).toBeFocused();
    await row.getByRole("button", { name: `Unpublish ${name}` }).click();
    await expect(row.getByRole("button", { name: `Publish ${name}` })).toBeFocused();

    // One keystroke narrows the list to the one product.
    await search.fill(needle.slice(0, -1));
    await expect(page.getByText(/^\d+ of \d{4,} products$/)).toBeVisible();
    await search.press(needle.at(-1)!);
    await expect(page.getByText(/^1 of \d{4,} products$/)).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(needle) })).toBeVisible();
    expect(await elements()).toBeLessThan(6000);
  } finally {
    await remove(page.request, added);
  }
});
