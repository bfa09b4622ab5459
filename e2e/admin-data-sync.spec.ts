import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { importPartRecords } from "@lorawan/contracts/dataSync";
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

test("a file larger than one request goes in parts: its progress, one message and one activity entry for the whole", async ({ page }) => {
  test.slow();
  await openAdminAsAdmin(page);
  await topTab(page, "Data Sync").click();
  // Two parts: one category and 460 products, as drafts named for this journey (the public catalogue
  // is unchanged), deleted at the end whatever happens.
  const batch = unique("Part Probe");
  const category = { id: 9001, name: `${batch} category`, description: null, parentId: null, isActive: true, sortOrder: 50 };
  const count = importPartRecords + 10;
  const products = Array.from({ length: count }, (_, i) => ({ name: `${batch} ${i}`, manufacturer: "E2E Devices", description: "A product of a file sent in parts", categoryId: category.id }));
  // The second part waits until the progress shows the first one sent (on a small catalogue the
  // whole import takes about a second).
  const batches: string[] = [];
  let sendSecondPart!: () => void;
  const secondPartSent = new Promise<void>((resolve) => (sendSecondPart = resolve));
  await page.route("**/api/admin/import-data", async (route) => {
    batches.push((route.request().postDataJSON() as { batchId: string }).batchId);
    if (batches.length === 2) await secondPartSent;
    await route.continue();
  });
  await page.getByLabel("File to import").setInputFiles({ name: "parts.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify({ categories: [category], products, news: [] })) });
  const added = async () => {
    const listed = (await (await page.request.get("/api/admin/products?view=summary")).json()) as { id: number; name: string; category: string | null }[];
    return listed.filter((product) => product.name.startsWith(`${batch} `));
  };
  try {
    await expect(page.getByLabel("Import progress")).toContainText(new RegExp(`[1-9]\\d* of ${count} records`));
    sendSecondPart();
    await expect(page.getByText("Import Successful")).toBeVisible({ timeout: 90_000 });
    await expect(page.getByText(`Imported 1 category, ${count} products and 0 news articles`)).toBeVisible();
    await expect(page.getByLabel("Import progress")).toHaveCount(0);

    // The last product went in the second part and still found its category by the file's id.
    const imported = await added();
    expect(imported).toHaveLength(count);
    expect(imported.find((product) => product.name === `${batch} ${count - 1}`)?.category).toBe(category.name);

    // Both parts under one batch, which is one entry in the activity log naming the whole file.
    expect(batches).toHaveLength(2);
    expect(new Set(batches).size).toBe(1);
    const activity = (await (await page.request.get("/api/admin/activity?action=import&limit=50")).json()) as { entries: { batchId?: string; count: number }[] };
    expect(activity.entries.filter((entry) => entry.batchId === batches[0]).map((entry) => entry.count)).toEqual([count + 1]);
  } finally {
    sendSecondPart();
    const ids = (await added()).map((product) => product.id);
    for (let start = 0; start < ids.length; start += 400) {
      const response = await page.request.post("/api/admin/products/bulk", { data: { ids: ids.slice(start, start + 400), action: "delete" } });
      expect(response.status()).toBe(200);
    }
  }
});
