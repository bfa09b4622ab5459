import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { openAdminAsAdmin, topTab, unique } from "./admin-support";

test("export offers a dated JSON download and import adds new items", async ({ page }) => {
  await openAdminAsAdmin(page);
  await topTab(page, "Data Sync").click();

  await page.getByRole("button", { name: "Export Data" }).click();
  await expect(page.getByText("Data Exported")).toBeVisible();
  const downloadButton = page.getByRole("button", { name: /^Download lorawan-sensors-export-\d{4}-\d{2}-\d{2}\.json$/ });
  const downloading = page.waitForEvent("download");
  await downloadButton.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^lorawan-sensors-export-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(readFileSync(await download.path(), "utf8")) as { categories: { name: string }[]; products: unknown[]; news: unknown[] };
  expect(exported.products.length).toBeGreaterThan(0);

  const name = unique("Imported Category");
  // Only new items are added; a file holding one new category keeps other tests' data alone.
  const file = { categories: [{ name, description: null, parentId: null, isActive: true, sortOrder: 50 }], products: [], news: [] };
  await page.getByLabel("File to import").setInputFiles({ name: "import.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(file)) });
  await expect(page.getByText("Import Successful")).toBeVisible();
  await expect(page.getByText(/Imported 1 category,/)).toBeVisible();
  await expect(downloadButton).toHaveCount(0);
});

test("a file that is not JSON is refused", async ({ page }) => {
  await openAdminAsAdmin(page);
  await topTab(page, "Data Sync").click();
  await page.getByLabel("File to import").setInputFiles({ name: "notes.json", mimeType: "application/json", buffer: Buffer.from("this is not json") });
  await expect(page.getByText("Invalid File")).toBeVisible();
  await expect(page.getByText("The selected file is not valid JSON.")).toBeVisible();
});

test("a failed import says so, with the item that was refused", async ({ page }) => {
  await openAdminAsAdmin(page);
  await topTab(page, "Data Sync").click();
  await page.getByLabel("File to import").setInputFiles({ name: "bad.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify({ products: [{ name: "" }] })) });
  await expect(page.getByText("Import Failed")).toBeVisible();
  // Issue 21: the reason, not "Please try again" (trying again cannot help).
  await expect(page.getByText("Failed to import data. Product 1, name:")).toBeVisible();
});

test("a JSON file that is not an export is refused with the reason (issue 21)", async ({ page }) => {
  await openAdminAsAdmin(page);
  await topTab(page, "Data Sync").click();
  await page.getByLabel("File to import").setInputFiles({ name: "hello.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify({ hello: 1 })) });
  await expect(page.getByText("Invalid File")).toBeVisible();
  await expect(page.getByText("This file is not an export of this site: it has no categories, products or news list")).toBeVisible();
  await expect(page.getByText("Import Successful")).toHaveCount(0);
});
