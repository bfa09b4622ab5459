import { expect, test } from "@playwright/test";
import { catalogueTab, openAdminAsAdmin, pngFile, unique, watchDialogsFor } from "./admin-support";

test("an admin uploads a file with progress, copies its URL and deletes it", async ({ page, context }) => {
  // A long journey on a shared 2-core machine: give it the slow-test budget.
  test.slow();
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openAdminAsAdmin(page);
  await catalogueTab(page, "Media").click();
  const file = pngFile(unique("e2e upload"));

  await page.getByRole("button", { name: "Upload File" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload Media" });
  await expect(dialog.getByText("PNG, JPG, GIF up to 10MB")).toBeVisible();
  await dialog.getByLabel("File to upload").setInputFiles(file);
  const upload = await watchDialogsFor(page, ["100%", "Upload successful!"]);
  await dialog.getByRole("button", { name: "Upload", exact: true }).click();
  await expect.poll(upload.seen).toEqual(["100%", "Upload successful!"]);
  // Spec 4: about a second later the file is handed back and the dialog closes.
  await expect(dialog).toBeHidden();

  await page.getByLabel("Search media").fill(file.name);
  await expect(page.getByText(file.name)).toBeVisible();
  await expect(page.getByText(/\d+ Bytes/)).toBeVisible();
  await expect(page.getByRole("link", { name: `Open ${file.name} in a new tab` })).toHaveAttribute("target", "_blank");

  await page.getByRole("button", { name: `Copy URL of ${file.name}` }).click();
  await expect(page.getByText("URL copied to clipboard")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^http/);

  await page.getByRole("button", { name: `Delete ${file.name}` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(`Are you sure you want to delete "${file.name}"? This action cannot be undone.`);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Media file deleted successfully")).toBeVisible();
  await expect(page.getByText("No media files found")).toBeVisible();
});

test("a failed upload says so and a new choice clears the error", async ({ page }) => {
  await openAdminAsAdmin(page);
  await catalogueTab(page, "Media").click();
  await page.route("**/api/admin/media/upload", (route) => route.fulfill({ status: 500, body: "{}" }));
  await page.getByRole("button", { name: "Upload File" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload Media" });
  await dialog.getByLabel("File to upload").setInputFiles(pngFile("will-fail"));
  await dialog.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Upload failed. Please try again.");
  await dialog.getByLabel("File to upload").setInputFiles(pngFile("another"));
  await expect(dialog.getByRole("alert")).toHaveCount(0);
});

test("the media picker uploads, selects one image and several for the gallery", async ({ page }) => {
  // A long journey on a shared 2-core machine: give it the slow-test budget.
  test.slow();
  await openAdminAsAdmin(page);
  const first = pngFile(unique("picker one"));
  const second = pngFile(unique("picker two"));
  await page.getByRole("button", { name: "Add Product" }).click();
  const form = page.getByRole("dialog", { name: "Add Product" });

  await form.getByRole("button", { name: "Choose Image" }).click();
  const picker = page.getByRole("dialog", { name: "Select Image" });
  await picker.getByRole("tab", { name: "Upload" }).click();
  await picker.getByLabel("File to upload").setInputFiles(first);
  const upload = await watchDialogsFor(page, ["Upload successful!"]);
  await picker.getByRole("button", { name: "Upload", exact: true }).click();
  await expect.poll(upload.seen).toEqual(["Upload successful!"]);
  await expect(picker.getByText("1 files selected")).toBeVisible();
  await expect(picker.getByRole("button", { name: first.name })).toHaveAttribute("aria-pressed", "true");
  await picker.getByRole("button", { name: "Select Files" }).click();
  await expect(picker).toBeHidden();
  await expect(form.getByLabel("Image URL")).toHaveValue(/\S+/);

  await form.getByRole("button", { name: "Add Gallery Images" }).click();
  await picker.getByRole("tab", { name: "Upload" }).click();
  await picker.getByLabel("File to upload").setInputFiles(second);
  await picker.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(picker.getByText("1 files selected")).toBeVisible();
  await picker.getByLabel("Search media").fill(first.name);
  await picker.getByRole("button", { name: first.name }).click();
  await expect(picker.getByText("2 files selected")).toBeVisible();
  await picker.getByRole("button", { name: "Select Files" }).click();
  const gallery = await form.getByLabel("Image gallery").inputValue();
  expect(gallery.split("\n")).toHaveLength(2);

  await form.getByRole("button", { name: "Choose Image" }).click();
  await picker.getByRole("button", { name: "Cancel" }).click();
  await expect(picker).toBeHidden();
});
