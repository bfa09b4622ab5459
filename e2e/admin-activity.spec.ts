import { expect, test } from "@playwright/test";
import { adminAccount, openAdminAsAdmin, topTab, unique } from "./admin-support";

// Issue 49: the Activity tab shows who did what and when across the catalogue, filtered by person,
// action and date, a page at a time, and exports what it shows as CSV like the leads.

test("the activity log lists a publish with who and when, filters by action and date, and exports CSV", async ({ page }) => {
  await openAdminAsAdmin(page);
  const name = unique("Activity Probe");
  const created = await page.request.post("/api/admin/products", { data: { name, manufacturer: "E2E Devices", description: "A sensor whose activity is read" } });
  expect(created.status()).toBe(201);
  const product = (await created.json()) as { id: number; updatedAt: string };
  const published = await page.request.patch(`/api/admin/products/${product.id}/publish`, { data: { isPublished: true }, headers: { "Base-Version": product.updatedAt } });
  expect(published.status()).toBe(200);

  await topTab(page, "Activity").click();
  const table = page.getByRole("table", { name: "Activity, newest first" });
  const row = table.getByRole("row").filter({ hasText: name });
  await expect(row.filter({ hasText: "Published" })).toContainText(adminAccount.username);
  await expect(row.filter({ hasText: "Created" })).toBeVisible();

  // Filtered by action: only publishes are left.
  await page.getByLabel("Action", { exact: true }).selectOption({ label: "Published" });
  await expect(row).toHaveCount(1);
  for (const cell of await table.getByRole("row").locator("td:nth-child(3)").allTextContents()) expect(cell).toBe("Published");

  // A date range that ends before today leaves nothing; a start after the end is refused before it is asked.
  await page.getByLabel("To", { exact: true }).fill("2020-01-01");
  await expect(page.getByRole("heading", { name: "No activity found" })).toBeVisible();
  await page.getByLabel("From", { exact: true }).fill("2020-01-02");
  await expect(page.getByText("The start date must not be after the end date")).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(row).toHaveCount(2);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(csv).toString("utf8")).toContain(name);
});
