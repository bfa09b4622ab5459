import { expect, test, type Page } from "@playwright/test";
import { openAdminAsAdmin } from "./admin-support";

// Issue 21, section 4: on a tablet the error toast of a refused save covered the dialog's Save and
// Cancel. A toast never hides a dialog's actions, and spec 9.1's one toast at a time still holds.

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function refusedSaveToast(page: Page) {
  await openAdminAsAdmin(page);
  await page.getByRole("button", { name: "Add Product" }).click();
  const form = page.getByRole("dialog", { name: "Add Product" });
  await form.getByRole("textbox", { name: "Name", exact: true }).fill("Toast Probe");
  await form.getByRole("textbox", { name: "Manufacturer", exact: true }).fill("E2E Devices");
  await form.getByRole("textbox", { name: "Description", exact: true }).fill("A save the form refuses");
  await form.getByLabel("Price").fill("12.345");
  await form.getByRole("button", { name: "Create Product" }).click();
  const toast = page.getByRole("region", { name: /Notifications/ }).getByText("Failed to create product: Price must be a number with at most 2 decimal places");
  await expect(toast).toBeVisible();
  return { form, toast };
}

/** Waits until the toast has stopped moving (it slides in, then is lifted), and gives its box. */
async function settledBox(page: Page) {
  const root = page.locator('[data-scope="toast"][data-part="root"]');
  await expect(root).toHaveCount(1);
  let last = "";
  await expect
    .poll(async () => {
      const box = JSON.stringify(await root.boundingBox());
      const still = box === last;
      last = box;
      return still;
    })
    .toBe(true);
  return JSON.parse(last) as { x: number; y: number; width: number; height: number };
}

for (const viewport of [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 375, height: 812 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport, hasTouch: viewport.width < 1024 });

    test("an error toast leaves the dialog's Save and Cancel uncovered", async ({ page }) => {
      const { form } = await refusedSaveToast(page);
      const toast = await settledBox(page);
      for (const name of ["Create Product", "Cancel"]) {
        const button = (await form.getByRole("button", { name, exact: true }).boundingBox())!;
        expect(overlaps(toast, button), `the toast ${JSON.stringify(toast)} covers ${name} ${JSON.stringify(button)}`).toBe(false);
      }
      // The toast is on screen, and the form's actions still answer a click.
      expect(toast.y).toBeGreaterThanOrEqual(0);
      expect(toast.y + toast.height).toBeLessThanOrEqual(viewport.height);
      // Spec 9.1: a second refusal replaces the toast, one at a time.
      await form.getByRole("button", { name: "Create Product" }).click();
      await expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(1);
      await form.getByRole("button", { name: "Cancel" }).click();
      await expect(form).toBeHidden();
    });
  });
}
