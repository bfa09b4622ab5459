import { expect, test, type Page } from "@playwright/test";
import { openAdminAsAdmin, unique } from "./admin-support";

async function fillRequired(page: Page, name: string) {
  const form = page.getByRole("dialog", { name: "Add Product" });
  await form.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await form.getByRole("textbox", { name: "Manufacturer", exact: true }).fill("E2E Devices");
  await form.getByRole("textbox", { name: "Description", exact: true }).fill("A sensor made by a browser test");
  return form;
}

test("an admin creates, publishes, edits and deletes a product", async ({ page }) => {
  // A long journey on a shared 2-core machine: give it the slow-test budget.
  test.slow();
  await openAdminAsAdmin(page);
  const name = unique("E2E Probe");

  await page.getByRole("button", { name: "Add Product" }).click();
  const form = await fillRequired(page, name);
  await form.getByLabel("Price").fill("129.5");
  await form.getByLabel("Currency").selectOption("EUR");
  await form.getByLabel("Category").selectOption({ label: "Gateways" });
  await form.getByRole("textbox", { name: "Range", exact: true }).fill("2 km");
  const specs = [
    ["Range", "15 km"],
    ["Battery Life", "10 years"],
    ["IP Rating", "IP67"],
    ["Frequency", "EU868"],
  ];
  for (const [index, [key, value]] of specs.entries()) {
    await form.getByRole("button", { name: "Add Specification" }).click();
    await form.getByLabel(`Specification ${index + 1} key`).fill(key!);
    await form.getByLabel(`Specification ${index + 1} value`).fill(value!);
  }
  // Spec 2.14: the live preview shows 3 rows then '+N more', and an Inactive overlay.
  await expect(form.getByText("+1 more")).toBeVisible();
  await form.getByText("Active", { exact: true }).click();
  await expect(form.getByText("Inactive", { exact: true }).first()).toBeVisible();
  await form.getByRole("button", { name: "Create Product" }).click();
  await expect(page.getByText("Product created successfully")).toBeVisible();
  await expect(form).toBeHidden();

  // Spec 3.2: the standard keys overwrite the matching fields.
  const saved = ((await (await page.request.get("/api/admin/products")).json()) as { id: number; name: string; range: string; batteryLife: string; price: string; currency: string; category: string }[]).find((p) => p.name === name);
  expect(saved).toMatchObject({ range: "15 km", batteryLife: "10 years", price: "129.50", currency: "EUR", category: "Gateways" });

  await page.getByLabel("Search products").fill(name);
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await expect(page.getByRole("link", { name: `Preview ${name}` })).toHaveAttribute("href", `/products/${saved!.id}?preview`);
  await expect(page.getByRole("link", { name: `Preview ${name}` })).toHaveAttribute("target", "_blank");

  await page.getByRole("button", { name: `Publish ${name}` }).click();
  await expect(page.getByText("Product publish status updated")).toBeVisible();
  await expect(page.getByRole("button", { name: `Unpublish ${name}` })).toBeVisible();

  await page.getByRole("button", { name: "Table" }).click();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Gateways");
  await expect(row).toContainText("€129.50");
  await expect(row).toContainText("Published");
  for (const column of ["Product", "Category", "Price", "Status", "Actions"]) await expect(page.getByRole("columnheader", { name: column })).toBeVisible();

  await row.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Product" });
  await expect(edit.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name);
  await edit.getByLabel("Price").fill("99");
  await edit.getByRole("button", { name: "Update Product" }).click();
  await expect(page.getByText("Product updated successfully")).toBeVisible();
  await expect(row).toContainText("€99.00");

  await row.getByRole("button", { name: `Delete ${name}` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(`Are you sure you want to delete "${name}"? This action cannot be undone.`);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Product deleted successfully")).toBeVisible();
  await expect(page.getByText("No products found")).toBeVisible();
  await expect(page.getByText("Try adjusting your search or filter criteria")).toBeVisible();
});

test("a failed save keeps the dialog and what was typed", async ({ page }) => {
  await openAdminAsAdmin(page);
  await page.route("**/api/admin/products", (route) => (route.request().method() === "POST" ? route.fulfill({ status: 500, body: "boom" }) : route.fallback()));
  await page.getByRole("button", { name: "Add Product" }).click();
  const form = await fillRequired(page, "Never saved");
  await form.getByRole("button", { name: "Create Product" }).click();
  await expect(page.getByText("Failed to create product")).toBeVisible();
  await expect(form.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Never saved");
});

test("an unsaved product form comes back as a draft after a reload", async ({ page }) => {
  await openAdminAsAdmin(page);
  const name = unique("Draft Probe");
  await page.getByRole("button", { name: "Add Product" }).click();
  await fillRequired(page, name);
  await expect(page.getByText("Draft kept on this device")).toBeVisible();

  await page.reload();
  await page.getByRole("button", { name: "Add Product" }).click();
  const form = page.getByRole("dialog", { name: "Add Product" });
  await expect(form.getByText(/Unsaved draft from/)).toBeVisible();
  await form.getByRole("button", { name: "Restore draft" }).click();
  await expect(form.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name);
  await expect(form.getByRole("textbox", { name: "Manufacturer", exact: true })).toHaveValue("E2E Devices");

  await form.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "Add Product" }).click();
  await page.getByRole("button", { name: "Discard draft" }).click();
  await expect(form.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("");
});

test("the category filter and search narrow the list", async ({ page }) => {
  await openAdminAsAdmin(page);
  await page.getByLabel("Filter by category").selectOption("Gateways");
  const headings = page.getByRole("list").first().getByRole("heading", { level: 3 });
  await expect(headings.first()).toBeVisible();
  await page.getByLabel("Search products").fill(unique("no such product"));
  await expect(page.getByText("No products found")).toBeVisible();
  await expect(page.getByText("Try adjusting your search or filter criteria")).toBeVisible();
});
