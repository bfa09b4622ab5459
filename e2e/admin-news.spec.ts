import { expect, test } from "@playwright/test";
import { openAdminAsAdmin, topTab, unique } from "./admin-support";

test("an admin writes, publishes and deletes a news article", async ({ page }) => {
  // A long journey on a shared 2-core machine: give it the slow-test budget.
  test.slow();
  await openAdminAsAdmin(page);
  await topTab(page, "News").click();
  const title = unique("E2E News: Gateway Ships!");

  await page.getByRole("button", { name: "Add News" }).click();
  const form = page.getByRole("dialog", { name: "Add News Article" });
  await form.getByLabel("Title").fill(title);
  await expect(form.getByLabel("Slug")).toHaveValue(title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, ""));
  await form.getByLabel("Category").fill("Product");
  await form.getByLabel("Excerpt").fill("A short summary for the list");
  await form.getByLabel("Content").fill("The whole story.");
  await form.getByRole("button", { name: "Create Article" }).click();
  await expect(page.getByText("News article created successfully")).toBeVisible();

  await page.getByLabel("Search news").fill(title);
  const item = page.getByRole("listitem").filter({ hasText: title });
  await expect(item).toContainText("Draft");
  await expect(item).toContainText("Published —");

  await item.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit News Article" });
  await edit.getByText("Published", { exact: true }).click();
  await edit.getByRole("button", { name: "Update Article" }).click();
  await expect(page.getByText("News article updated successfully")).toBeVisible();
  await expect(item.getByText("Published", { exact: true })).toBeVisible();
  await expect(item).not.toContainText("Published —");

  await item.getByRole("button", { name: `Delete ${title}` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(`Are you sure you want to delete "${title}"? This action cannot be undone.`);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("News article deleted successfully")).toBeVisible();
  await expect(page.getByText("No news articles found")).toBeVisible();
});

test("a failed news save shows an error and keeps the dialog", async ({ page }) => {
  await openAdminAsAdmin(page);
  await topTab(page, "News").click();
  await page.route("**/api/admin/news", (route) => (route.request().method() === "POST" ? route.fulfill({ status: 500, body: "boom" }) : route.fallback()));
  await page.getByRole("button", { name: "Add News" }).click();
  const form = page.getByRole("dialog", { name: "Add News Article" });
  await form.getByLabel("Title").fill("Will not save");
  await form.getByLabel("Category").fill("Product");
  await form.getByLabel("Excerpt").fill("x");
  await form.getByLabel("Content").fill("y");
  await form.getByRole("button", { name: "Create Article" }).click();
  await expect(page.getByText("Failed to create news")).toBeVisible();
  await expect(form.getByLabel("Title")).toHaveValue("Will not save");
});
