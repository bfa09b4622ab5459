import { expect, test, type Locator, type Page } from "@playwright/test";
import { openAdminAsAdmin } from "./admin-support";

// Issue 21, section 4: the admin on a 768 x 1024 tablet. Every action on screen without sideways
// scrolling, every control at least 44 px, icon actions with a word a touch user can see, and the
// product form's live preview in view while typing.

test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

/** Controls (buttons, links, fields, tabs) inside `scope` that are smaller than 44 px either way. */
async function smallControls(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const small: string[] = [];
    for (const element of Array.from(root.querySelectorAll<HTMLElement>("button, a[href], input, select, textarea, [role=tab], [role=checkbox], [role=switch]"))) {
      // A checkbox or switch input is hidden inside its label, which is the touch target.
      const target = element.matches("input[type=checkbox], input[type=radio]") ? (element.closest("label") ?? element) : element;
      const box = target.getBoundingClientRect();
      const style = getComputedStyle(target);
      if (box.width === 0 || box.height === 0 || style.visibility === "hidden" || element.closest("[hidden]")) continue;
      if (element.matches("input[type=file]")) continue;
      if (box.width < 44 || box.height < 44) small.push(`${element.tagName.toLowerCase()} "${element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 30)}" ${Math.round(box.width)}x${Math.round(box.height)}`);
    }
    return small;
  });
}

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

test("every product action is on screen in the table and the cards, with a visible word and 44 px", async ({ page }) => {
  await openAdminAsAdmin(page);
  const admin = page.locator("[data-admin-app]");
  await expect(page.getByRole("button", { name: /^Edit / }).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect(await smallControls(admin)).toEqual([]);

  await page.getByRole("button", { name: "Table" }).click();
  const row = page.getByRole("row").nth(1);
  await expect(row).toBeVisible();
  await expectNoSidewaysScroll(page);
  for (const name of [/^(Publish|Unpublish) /, /^Edit /, /^Preview /, /^Delete /]) {
    const action = row.getByRole(name.source.includes("Preview") ? "link" : "button", { name });
    const box = (await action.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(768);
    await expect(action).toBeInViewport();
    // Icon actions carry a word a touch user can read, not only a hover title.
    expect((await action.innerText()).trim()).not.toBe("");
  }
  // Below the desktop breakpoint the status sits under the product's name, on screen.
  await expect(row.getByText(/^(Published|Draft)$/).filter({ visible: true })).toBeInViewport();
  const region = page.getByRole("region", { name: "Products" });
  const scroll = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(scroll.scroll).toBeLessThanOrEqual(scroll.client);
  expect(await smallControls(admin)).toEqual([]);
});

test("the product form's controls are 44 px and its live preview stays in view while typing", async ({ page }) => {
  await openAdminAsAdmin(page);
  await page.getByRole("button", { name: "Add Product" }).click();
  const form = page.getByRole("dialog", { name: "Add Product" });
  await form.getByRole("textbox", { name: "Name", exact: true }).fill("Tablet Probe");
  const preview = form.getByText("Preview", { exact: true });
  await expect(preview).toBeInViewport();
  // Far down the form: the preview is still on screen, showing what is typed.
  const seoTitle = form.getByRole("textbox", { name: "SEO title" });
  await seoTitle.scrollIntoViewIfNeeded();
  await seoTitle.fill("Tablet probe for SEO");
  await form.getByRole("textbox", { name: "Manufacturer", exact: true }).fill("Tablet Devices");
  await seoTitle.scrollIntoViewIfNeeded();
  await expect(preview).toBeInViewport();
  await expect(form.getByText("Tablet Probe").first()).toBeInViewport();
  expect(await smallControls(form)).toEqual([]);
  await expect(form.getByRole("button", { name: "Close" })).toBeInViewport();
});

test("the sign-in form's fields and button are 44 px", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 768, height: 1024 } });
  const page = await context.newPage();
  await page.goto("/admin");
  const login = page.locator("[data-admin-login]");
  await expect(login.getByRole("button", { name: "Login" })).toBeVisible();
  expect(await smallControls(login)).toEqual([]);
  await context.close();
});
