import { expect, test, type APIRequestContext, type Browser } from "@playwright/test";
import { adminAccount, openAdminAsAdmin, topTab, unique } from "./admin-support";

// Issue 49: delete (one or bulk) moves products to the Trash: they leave the public site at once;
// the Trash lists them with who deleted them and when, restores them (one, or a whole bulk delete at
// once) as they were, or deletes them for good after the spec's confirmation.

type Product = { id: number; name: string; updatedAt: string };

async function signedInApi(request: APIRequestContext) {
  expect((await request.post("/api/auth/login", { data: adminAccount })).status()).toBe(200);
  return request;
}

async function createPublished(api: APIRequestContext, name: string): Promise<Product> {
  const response = await api.post("/api/admin/products", { data: { name, manufacturer: "E2E Devices", description: "A sensor that goes to the Trash", isPublished: true } });
  expect(response.status()).toBe(201);
  return (await response.json()) as Product;
}

/** Whether the public marketplace (as a visitor without JavaScript reads it) lists a device named `name`. */
async function inMarketplace(browser: Browser, name: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/marketplace?q=${encodeURIComponent(name)}`);
  const listed = await page.getByRole("list", { name: "Devices" }).getByRole("heading", { level: 3, name }).count();
  await context.close();
  return listed > 0;
}

test("a deleted product is in the Trash and gone from the marketplace; restored, it is back", async ({ page, request, browser }) => {
  const api = await signedInApi(request);
  const product = await createPublished(api, unique("Trash Probe"));
  await expect.poll(() => inMarketplace(browser, product.name)).toBe(true);
  await openAdminAsAdmin(page);

  await page.getByLabel("Search products").fill(product.name);
  await page.getByRole("button", { name: `Delete ${product.name}` }).click();
  const confirm = page.getByRole("alertdialog");
  // Spec 2.14's confirmation and toast stay as they are.
  await expect(confirm).toContainText(`Are you sure you want to delete "${product.name}"? This action cannot be undone.`);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Product deleted successfully")).toBeVisible();
  await expect.poll(() => inMarketplace(browser, product.name)).toBe(false);

  await topTab(page, "Trash").click();
  const card = page.getByRole("list", { name: "Deleted items, newest first" }).getByRole("listitem", { name: product.name });
  await expect(card).toContainText(`Deleted by ${adminAccount.username}`);
  await expect(card.getByText("Product", { exact: true })).toBeVisible();
  await card.getByRole("button", { name: `Restore ${product.name}` }).click();
  await expect(page.getByText("Restored 1 item from the Trash")).toBeVisible();
  await expect(card).toBeHidden();

  await expect.poll(() => inMarketplace(browser, product.name)).toBe(true);
  await topTab(page, "Products").click();
  await page.getByLabel("Search products").fill(product.name);
  await expect(page.getByRole("button", { name: `Edit ${product.name}` })).toBeVisible();
});

test("a bulk delete is restored at once from the Trash; chosen items are deleted for good after a confirmation", async ({ page, request }) => {
  const api = await signedInApi(request);
  const stem = unique("Bulk Trash");
  const products = [];
  for (const n of [1, 2, 3]) products.push(await createPublished(api, `${stem} ${n}`));
  await openAdminAsAdmin(page);

  await page.getByLabel("Search products").fill(stem);
  for (const product of products) await page.getByRole("checkbox", { name: `Select ${product.name}` }).check();
  await page.getByRole("region", { name: "Bulk actions" }).getByRole("button", { name: "Delete", exact: true }).click();
  await page.getByRole("alertdialog", { name: "Delete 3 products?" }).getByRole("button", { name: "Delete 3 products" }).click();
  await expect(page.getByText("Deleted 3 products")).toBeVisible();

  await topTab(page, "Trash").click();
  const group = page.getByRole("listitem", { name: "Bulk delete of 3 products" }).filter({ hasText: products[0]!.name });
  await expect(group).toContainText(`Deleted by ${adminAccount.username}`);
  await group.getByRole("button", { name: "Restore all 3" }).click();
  await expect(page.getByText("Restored 3 items from the Trash")).toBeVisible();
  await expect(group).toBeHidden();
  const listed = (await (await api.get("/api/admin/products")).json()) as { name: string; isPublished: boolean }[];
  expect(listed.filter((p) => p.name.startsWith(stem)).map((p) => [p.name, p.isPublished])).toEqual(expect.arrayContaining(products.map((p) => [p.name, true])));

  // Deleted again, one by one: two are chosen and deleted for good.
  for (const product of products.slice(0, 2))
    expect((await api.delete(`/api/admin/products/${product.id}`, { headers: { "Base-Version": (await (await api.get(`/api/admin/products/${product.id}`)).json()).updatedAt } })).status()).toBe(200);
  await topTab(page, "Products").click();
  await topTab(page, "Trash").click();
  for (const product of products.slice(0, 2)) await page.getByRole("checkbox", { name: product.name }).check();
  await page.getByRole("region", { name: "Trash actions" }).getByRole("button", { name: "Delete selected for good" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete for good?" });
  await expect(confirm).toContainText("Are you sure you want to delete 2 products for good? This action cannot be undone.");
  await confirm.getByRole("button", { name: "Delete for good" }).click();
  await expect(page.getByText("Deleted 2 items for good")).toBeVisible();
  for (const product of products.slice(0, 2)) await expect(page.getByRole("listitem", { name: product.name })).toBeHidden();
  expect((await api.get(`/api/admin/products/${products[0]!.id}`)).status()).toBe(404);
});

test("the 450 products of a search deleted in bulk leave the public site and the sitemap; restored from the Trash at once, all 450 are back, published", async ({ page }) => {
  test.slow();
  expect((await page.request.post("/api/auth/login", { data: adminAccount })).status()).toBe(200);
  // Made in one import (published), not one form at a time.
  const batch = unique("Bulk Trash Many");
  const products = Array.from({ length: 450 }, (_, i) => ({ name: `${batch} ${i}`, manufacturer: "E2E Devices", description: "Bulk trash probe", isPublished: true }));
  expect((await page.request.post("/api/admin/import-data", { data: { products }, timeout: 120_000 })).status()).toBe(200);
  type Listed = { id: number; name: string; isPublished: boolean };
  const ours = async () => ((await (await page.request.get("/api/admin/products?view=summary", { timeout: 120_000 })).json()) as Listed[]).filter((p) => p.name.startsWith(batch));
  const ids = (await ours()).map((p) => p.id);
  expect(ids).toHaveLength(450);
  const inSitemap = async () => (await (await page.request.get("/sitemap.xml")).text()).includes(`/products/${ids[0]}<`);
  // The marketplace lists them under one name's prefix, 12 to a screen: each one's own page says whether it is public.
  const pageStatus = async () => (await page.request.get(`/products/${ids[449]}`)).status();
  await expect.poll(inSitemap).toBe(true);
  try {
    await openAdminAsAdmin(page);
    await page.getByLabel("Search products").fill(batch);
    await expect(page.getByText(/^450 of \d+ products$/)).toBeVisible({ timeout: 60_000 });
    await page.getByRole("checkbox", { name: "Select all 450 matching" }).check();
    await page.getByRole("region", { name: "Bulk actions" }).getByRole("button", { name: "Delete", exact: true }).click();
    await page.getByRole("alertdialog", { name: "Delete 450 products?" }).getByRole("button", { name: "Delete 450 products" }).click();
    await expect(page.getByText("Deleted 450 products")).toBeVisible({ timeout: 60_000 });
    expect(await ours()).toEqual([]);
    await expect.poll(inSitemap).toBe(false);
    await expect.poll(pageStatus).toBe(404);

    // One bulk delete in the Trash, though it went in two requests; restored at once.
    await topTab(page, "Trash").click();
    const group = page.getByRole("listitem", { name: "Bulk delete of 450 products" }).filter({ hasText: batch });
    await group.getByRole("button", { name: "Restore all 450" }).click();
    await expect(page.getByText("Restored 450 items from the Trash")).toBeVisible({ timeout: 60_000 });
    await expect(group).toBeHidden();
    const back = await ours();
    expect(back).toHaveLength(450);
    expect(back.every((p) => p.isPublished)).toBe(true);
    await expect.poll(inSitemap).toBe(true);
    await expect.poll(pageStatus).toBe(200);
  } finally {
    // Leaves no trace: deleted, then emptied from the Trash.
    const left = (await ours()).map((p) => p.id);
    for (let start = 0; start < left.length; start += 400)
      await page.request.post("/api/admin/products/bulk", { data: { ids: left.slice(start, start + 400), action: "delete" }, timeout: 120_000 });
    const refs = ids.map((id) => ({ kind: "products", id }));
    await page.request.post("/api/admin/trash/empty", { data: { items: refs }, timeout: 120_000 });
  }
});
