import { expect, test } from "@playwright/test";
import { adminAccount, openAdminAsAdmin, unique } from "./admin-support";

// Issue 21, section 5: bulk actions on the selected products, one request, after a confirmation
// that names the count.

type Product = { id: number; name: string; isPublished: boolean };

test("an admin unpublishes two products in one action", async ({ page }) => {
  expect((await page.request.post("/api/auth/login", { data: adminAccount })).status()).toBe(200);
  const batch = unique("Bulk Pair");
  const products: Product[] = [];
  for (const n of [1, 2]) {
    const response = await page.request.post("/api/admin/products", {
      data: { name: `${batch} ${n}`, manufacturer: "E2E Devices", description: "Bulk probe", isPublished: true },
    });
    products.push((await response.json()) as Product);
  }
  await openAdminAsAdmin(page);
  await page.getByLabel("Search products").fill(batch);
  await expect(page.getByText("2 of")).toBeVisible();

  const bulkRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/admin/products") && request.method() !== "GET")
      bulkRequests.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  for (const product of products) await page.getByRole("checkbox", { name: `Select ${product.name}` }).check();
  const bar = page.getByRole("region", { name: "Bulk actions" });
  await expect(bar).toContainText("2 selected");
  await bar.getByRole("button", { name: "Unpublish", exact: true }).click();
  const confirm = page.getByRole("alertdialog", { name: "Unpublish 2 products?" });
  await confirm.getByRole("button", { name: "Unpublish 2 products" }).click();
  await expect(page.getByText("Unpublished 2 products")).toBeVisible();
  await expect(bar).toBeHidden();
  for (const product of products) await expect(page.getByRole("button", { name: `Publish ${product.name}`, exact: true })).toBeVisible();
  expect(bulkRequests).toEqual(["POST /api/admin/products/bulk"]);

  const stored = (await (await page.request.get("/api/admin/products?view=summary")).json()) as Product[];
  expect(stored.filter((p) => p.name.startsWith(batch)).map((p) => p.isPublished)).toEqual([false, false]);
});

test("a selection larger than one request goes through: 450 products matching a search, select all, Unpublish", async ({ page }) => {
  test.slow();
  expect((await page.request.post("/api/auth/login", { data: adminAccount })).status()).toBe(200);
  // Made in one import (published), not one form at a time.
  const batch = unique("Bulk Many");
  const products = Array.from({ length: 450 }, (_, i) => ({
    name: `${batch} ${i}`,
    manufacturer: "E2E Devices",
    description: "Bulk probe",
    isPublished: true,
  }));
  expect((await page.request.post("/api/admin/import-data", { data: { products }, timeout: 120_000 })).status()).toBe(200);
  const ours = async () =>
    ((await (await page.request.get("/api/admin/products?view=summary", { timeout: 120_000 })).json()) as Product[]).filter((p) => p.name.startsWith(batch));
  const ids = (await ours()).map((p) => p.id);
  expect(ids).toHaveLength(450);
  try {
    await openAdminAsAdmin(page);
    await page.getByLabel("Search products").fill(batch);
    await expect(page.getByText(/^450 of \d+ products$/)).toBeVisible({ timeout: 60_000 });
    await page.getByRole("checkbox", { name: "Select all 450 matching" }).check();
    const bar = page.getByRole("region", { name: "Bulk actions" });
    await expect(bar).toContainText("450 selected");
    await bar.getByRole("button", { name: "Unpublish", exact: true }).click();
    await page.getByRole("alertdialog", { name: "Unpublish 450 products?" }).getByRole("button", { name: "Unpublish 450 products" }).click();
    await expect(page.getByText("Unpublished 450 products")).toBeVisible({ timeout: 60_000 });
    expect((await ours()).filter((p) => p.isPublished)).toEqual([]);
  } finally {
    for (let start = 0; start < ids.length; start += 400)
      await page.request.post("/api/admin/products/bulk", { data: { ids: ids.slice(start, start + 400), action: "delete" }, timeout: 120_000 });
    // A delete moves them to the Trash (issue 49): emptied, so no run leaves 450 there.
    await page.request.post("/api/admin/trash/empty", { data: { items: ids.map((id) => ({ kind: "products", id })) }, timeout: 120_000 });
  }
});
