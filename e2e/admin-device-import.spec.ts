import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { openAdminAsAdmin, topTab, unique } from "./admin-support";

// Issue 22: the Data Sync tab imports device definitions of the LoRaWAN Device Repository.
const windSensor = readFileSync(new URL("../functions/test/fixtures/windsensor.yaml", import.meta.url), "utf8");
const yamlFile = (file: string, yaml: string) => ({ name: file, mimeType: "application/yaml", buffer: Buffer.from(yaml) });

test("an admin chooses .yaml files, sees the products they would become, and imports them", async ({ page }) => {
  const name = unique("Wind Sensor");
  await openAdminAsAdmin(page);
  await topTab(page, "Data Sync").click();
  await expect(page.getByRole("heading", { name: "Import from the LoRaWAN Device Repository" })).toBeVisible();
  await page.getByLabel("Vendor (the products' manufacturer)").fill("Example");
  await page.getByLabel("Device definitions").setInputFiles([yamlFile("windsensor.yaml", windSensor.replace("name: Wind Sensor", `name: ${name}`))]);
  await page.getByRole("button", { name: "Preview" }).click();

  const preview = page.getByRole("list", { name: "Products the files would become" });
  await expect(preview.getByRole("listitem")).toHaveCount(1);
  await expect(preview).toContainText(name);
  await expect(preview).toContainText("Regions: EU863-870, US902-928, AS923");
  await expect(preview).toContainText("Sensors: wind direction, wind speed");
  await expect(preview).toContainText("IP rating: IP64");
  await expect(preview).toContainText("120.00 USD");

  await page.getByRole("button", { name: "Import 1 device" }).click();
  await expect(page.getByText("Import Successful")).toBeVisible();
  await expect(page.getByText("Imported 1 device")).toBeVisible();

  // The product is in the admin's list, as a draft.
  await topTab(page, "Products").click();
  await page.getByLabel("Search products").fill(name);
  await expect(page.getByText(name).first()).toBeVisible();
});

test("a file that is not a device definition is named, and nothing is imported", async ({ page }) => {
  await openAdminAsAdmin(page);
  await topTab(page, "Data Sync").click();
  await page.getByLabel("Vendor (the products' manufacturer)").fill("Example");
  await page
    .getByLabel("Device definitions")
    .setInputFiles([
      yamlFile("windsensor.yaml", windSensor.replace("name: Wind Sensor", `name: ${unique("Wind Sensor")}`)),
      yamlFile("broken.yaml", "name: [Wind Sensor\n"),
    ]);
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /^broken\.yaml: not valid YAML/ })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Import \d+ devices?$/ })).toHaveCount(0);
});
