import { expect, test } from "@playwright/test";
import { adminAccount, openAdminAsAdmin, unique } from "./admin-support";

// Issue 21: the admin's Preview shows drafts and the last save, marked, never cached or indexed;
// nobody else sees a draft there.

type Product = { id: number; name: string; updatedAt: string };

test("a draft's preview shows it to the admin, marked, and to nobody else", async ({ page, browser }) => {
  expect((await page.request.post("/api/auth/login", { data: adminAccount })).status()).toBe(200);
  const name = unique("Preview Draft");
  const created = await page.request.post("/api/admin/products", { data: { name, manufacturer: "E2E Devices", description: "Not yet published" } });
  const product = (await created.json()) as Product;
  await openAdminAsAdmin(page);

  await page.getByLabel("Search products").fill(name);
  const [preview] = await Promise.all([page.waitForEvent("popup"), page.getByRole("link", { name: `Preview ${name}` }).click()]);
  await expect(preview.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(preview.getByRole("status").filter({ hasText: "Preview" })).toContainText("It is a draft: buyers cannot see it until it is published.");
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  const answer = await page.request.get(`/products/${product.id}?preview`);
  expect(answer.headers()["cache-control"]).toBe("private, no-store");

  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  const visit = await visitor.goto(`/products/${product.id}?preview`);
  expect(visit?.status()).toBe(404);
  await expect(visitor.getByText("Product Not Found")).toBeVisible();
  await expect(visitor.getByText(name)).toHaveCount(0);
  await stranger.close();
});

test("the preview after an edit shows the last save, not a page the browser kept", async ({ page }) => {
  expect((await page.request.post("/api/auth/login", { data: adminAccount })).status()).toBe(200);
  const name = unique("Preview Price");
  const created = await page.request.post("/api/admin/products", { data: { name, manufacturer: "E2E Devices", description: "Priced", price: "77.70", currency: "CHF", isPublished: true } });
  const product = (await created.json()) as Product;
  // The admin looked at the public page before: the browser may keep it for a minute.
  const publicPage = await page.context().newPage();
  await publicPage.goto(`/products/${product.id}`);
  await expect(publicPage.getByText("77.70")).toBeVisible();
  await publicPage.close();

  await openAdminAsAdmin(page);
  await page.getByLabel("Search products").fill(name);
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Product" });
  await edit.getByLabel("Price").fill("88.80");
  await edit.getByRole("button", { name: "Update Product" }).click();
  await expect(page.getByText("Product updated successfully")).toBeVisible();

  const [preview] = await Promise.all([page.waitForEvent("popup"), page.getByRole("link", { name: `Preview ${name}` }).click()]);
  await expect(preview.getByText("88.80")).toBeVisible();
  await expect(preview.getByText("77.70")).toHaveCount(0);
});
