import { expect, test } from "@playwright/test";
import { adminAccount, openAdminAsAdmin, unique } from "./admin-support";

// Issue 31, item 1: every write answers the record's new version and every view of it uses that
// version at once, so an admin's own save is never taken for someone else's change.

type Product = { id: number; name: string; model: string | null; isPublished: boolean; updatedAt: string };

test("an admin edits a product, then publishes it at once: no conflict, and the public API shows the edit", async ({ page }) => {
  test.slow();
  expect((await page.request.post("/api/auth/login", { data: adminAccount })).status()).toBe(200);
  const created = await page.request.post("/api/admin/products", {
    data: { name: unique("Own Write Probe"), manufacturer: "E2E Devices", description: "Edited, then published at once" },
  });
  const product = (await created.json()) as Product;
  await openAdminAsAdmin(page);
  await page.getByLabel("Search products").fill(product.name);
  await page.getByRole("button", { name: `Edit ${product.name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Product" });
  await edit.getByRole("textbox", { name: "Model", exact: true }).fill("OW-31");
  await edit.getByRole("button", { name: "Update Product" }).click();
  await expect(edit).toBeHidden();
  await page.getByRole("button", { name: `Publish ${product.name}` }).click();
  await expect(page.getByText("Product publish status updated")).toBeVisible();
  await expect(page.getByText("changed by someone else", { exact: false })).toBeHidden();
  await expect(page.getByRole("button", { name: `Unpublish ${product.name}` })).toBeVisible();

  const published = await page.request.get(`/api/products/${product.id}`);
  expect(published.status()).toBe(200);
  expect(await published.json()).toMatchObject({ name: product.name, model: "OW-31" });

  // Unpublish and delete right after, too: each is based on the version the last write answered.
  await page.getByRole("button", { name: `Unpublish ${product.name}` }).click();
  // Exact: "Publish …" is also a part of "Unpublish …", which is there until the answer comes.
  await expect(page.getByRole("button", { name: `Publish ${product.name}`, exact: true })).toBeVisible();
  await page.getByRole("button", { name: `Delete ${product.name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Product deleted successfully")).toBeVisible();
  expect((await page.request.get(`/api/admin/products/${product.id}`)).status()).toBe(404);
});
