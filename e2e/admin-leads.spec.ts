import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { openAdminAsAdmin, topTab, unique } from "./admin-support";

test("the Leads tab lists a new demo request, searches it and downloads CSV", async ({ page, request }) => {
  const company = unique("Leads Test Co");
  const sent = await request.post("/api/demo-request", {
    data: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", company, industry: "energy", projectDescription: "Meters, with \"quotes\", and commas" },
  });
  expect(sent.ok()).toBe(true);

  await openAdminAsAdmin(page);
  await topTab(page, "Leads").click();
  const table = page.getByRole("table", { name: "demo requests" });
  // Newest first: the request just sent is the first row.
  await expect(table.getByRole("row").nth(1)).toContainText(company);
  await expect(table.getByRole("row").nth(1)).toContainText("Energy & Utilities");

  await page.getByLabel("Search demo requests").fill(company);
  await expect(table.getByRole("row")).toHaveCount(2);

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^demo-requests-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), "utf8");
  expect(csv).toContain(`"First name","Last name","Email","Company"`);
  expect(csv).toContain(`"Meters, with ""quotes"", and commas"`);
});
