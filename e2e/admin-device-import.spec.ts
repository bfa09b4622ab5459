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
  await expect(page.getByText("Imported 1 device", { exact: true })).toBeVisible();

  // The product is in the admin's list, as a draft.
  await topTab(page, "Products").click();
  await page.getByLabel("Search products").fill(name);
  await expect(page.getByText(name).first()).toBeVisible();
});

test("a broken file is listed with its line while the others import; all or nothing imports none", async ({ page }) => {
  const name = unique("Wind Sensor");
  await openAdminAsAdmin(page);
  await topTab(page, "Data Sync").click();
  await page.getByLabel("Vendor (the products' manufacturer)").fill("Example");
  await page
    .getByLabel("Device definitions")
    .setInputFiles([yamlFile("windsensor.yaml", windSensor.replace("name: Wind Sensor", `name: ${name}`)), yamlFile("broken.yaml", "name: [Wind Sensor\n")]);
  await page.getByLabel("All or nothing: import nothing if any file cannot be imported").check();
  await page.getByRole("button", { name: "Preview" }).click();
  const broken = page.getByRole("list", { name: "Files that cannot be imported" });
  await expect(broken).toContainText(/broken\.yaml, line \d+: This is not valid YAML/);
  // All or nothing with a broken file: nothing would be imported.
  await expect(page.getByRole("button", { name: "Import 0 devices" })).toBeDisabled();

  await page.getByLabel("All or nothing: import nothing if any file cannot be imported").uncheck();
  await page.getByRole("button", { name: "Preview" }).click();
  await page.getByRole("button", { name: "Import 1 device" }).click();
  await expect(page.getByText("Import Successful")).toBeVisible();
  await expect(page.getByRole("list", { name: "Products the files became" })).toContainText(name);
});

// Issue 32: a real vendor folder of the Device Repository, as it is, with its photo.
const nFuse = (file: string, mimeType = "application/yaml") => ({
  name: file,
  mimeType,
  buffer: readFileSync(new URL(`../functions/test/fixtures/lorawan-devices/n-fuse/${file}`, import.meta.url)),
});

test("a vendor folder imports its device with its photo, reports its other files, and the product page shows it", async ({ page }) => {
  const vendor = unique("n-fuse");
  await openAdminAsAdmin(page);
  await topTab(page, "Data Sync").click();
  await page.getByLabel("Vendor (the products' manufacturer)").fill(vendor);
  await page
    .getByLabel("Device definitions")
    .setInputFiles([nFuse("index.yaml"), nFuse("sta.yaml"), nFuse("sta-codec.yaml"), nFuse("sx1261-16db-profile.yaml"), nFuse("sta.png", "image/png")]);
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("list", { name: "Products the files would become" });
  await expect(preview).toContainText("N-Fuse Action button");
  await expect(preview).toContainText("AS923-2, AS923-3, AS923-4");
  const others = page.getByRole("list", { name: "Other files of the folder" });
  await expect(others).toContainText("sta-codec.yaml: A payload codec");
  await expect(others).toContainText("sta.png: Photo of sta.yaml");
  await page.getByRole("button", { name: "Import 1 device" }).click();
  await expect(page.getByText("Import Successful")).toBeVisible();

  // Published, the product page shows the photo, the compliances and no invented "No".
  const answer = await page.request.get("/api/admin/products");
  const product = ((await answer.json()) as { id: number; manufacturer: string; image: string }[]).find((p) => p.manufacturer === vendor)!;
  expect(product.image).toMatch(/^\/api\/images\/media\//);
  await page.request.patch(`/api/admin/products/${product.id}/publish`, { data: { isPublished: true } });
  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole("img", { name: "N-Fuse Action button" }).first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Certifications" })).toContainText("ETSI EN 301 489-1 V2.2.3");
  await expect(page.getByText("LoRaWAN Certified")).toHaveCount(0);
});

// Issue 47: Netvox's definitions name their photos in a sub-folder (photos/r718y.jpg); the folder
// picker's import takes them, names the vendor as vendor/index.yaml does, and reports the folder once.
test("the Netvox folder chosen with the folder picker imports its devices with the photos of its photos/ sub-folder", async ({ page }) => {
  await openAdminAsAdmin(page);
  await topTab(page, "Data Sync").click();
  await page.getByLabel("Vendor folder").setInputFiles(new URL("../functions/test/fixtures/lorawan-devices/netvox", import.meta.url).pathname);
  await expect(page.getByLabel("Vendor (the products' manufacturer)")).toHaveValue("Netvox Technology Co., Limited");
  // A name of this test's own, so a second run is not skipped as duplicates.
  const vendor = unique("Netvox");
  await page.getByLabel("Vendor (the products' manufacturer)").fill(vendor);
  await page.getByRole("button", { name: "Preview" }).click();
  const others = page.getByRole("list", { name: "Other files of the folder" });
  await expect(others).toContainText("photos/r718y.jpg: Photo of r718y.yaml");
  await expect(others).toContainText("profile-eu868.yaml: A LoRaWAN profile");
  await page.getByRole("button", { name: "Import 2 devices" }).click();
  await expect(page.getByText("Import Successful")).toBeVisible();
  await expect(page.getByText("Imported 2 devices", { exact: true })).toBeVisible();

  const answer = await page.request.get("/api/admin/products");
  const products = ((await answer.json()) as { manufacturer: string; image: string | null }[]).filter((p) => p.manufacturer === vendor);
  expect(products).toHaveLength(2);
  for (const product of products) expect(product.image).toMatch(/^\/api\/images\/media\/.+\.jpg$/);
});
