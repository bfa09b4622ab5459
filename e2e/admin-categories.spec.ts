import { expect, test } from "@playwright/test";
import { catalogueTab, openAdminAsAdmin, unique } from "./admin-support";

test("an admin adds, edits and deletes a category", async ({ page }) => {
  // A long journey on a shared 2-core machine: give it the slow-test budget.
  test.slow();
  await openAdminAsAdmin(page);
  await catalogueTab(page, "Categories").click();
  const name = unique("E2E Category");

  await page.getByRole("button", { name: "Add Category" }).click();
  const form = page.getByRole("dialog", { name: "Add Category" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Description").fill("Made by a browser test");
  await form.getByLabel("Sort order").fill("99");
  await form.getByRole("button", { name: "Create Category" }).click();
  await expect(page.getByText("Category created successfully")).toBeVisible();
  await expect(page.getByRole("heading", { name })).toBeVisible();

  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Category" });
  await expect(edit.getByLabel("Name")).toHaveValue(name);
  await edit.getByLabel("Name").fill(`${name} renamed`);
  await edit.getByRole("button", { name: "Update Category" }).click();
  await expect(page.getByText("Category updated successfully")).toBeVisible();
  await expect(page.getByRole("heading", { name: `${name} renamed` })).toBeVisible();

  await page.getByRole("button", { name: `Delete ${name} renamed` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(`Are you sure you want to delete "${name} renamed"? This action cannot be undone.`);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Category deleted successfully")).toBeVisible();
  await expect(page.getByRole("heading", { name: `${name} renamed` })).toHaveCount(0);
});
