import { expect, test, type Page } from "@playwright/test";

// Decision 046: a page asks for no file before it has painted. A first visit paints in Inter's
// metric-matched fallback and turns to Inter afterwards; once a device has loaded Inter, every later
// page uses it from its first paint.

/** The main heading's font family once the HTML has been parsed, before any of the page's code ran. */
async function familyAtParse(page: Page, path: string): Promise<string> {
  await page.goto(path);
  return page.evaluate(() => (window as unknown as { familyAtParse: string }).familyAtParse);
}

test.describe("the brand font", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const heading = document.querySelector("h1");
        (window as unknown as { familyAtParse: string }).familyAtParse = heading ? getComputedStyle(heading).fontFamily : "";
      });
    });
  });

  test("a first visit paints in the fallback and turns to Inter; a later page starts in Inter", async ({ page }) => {
    expect(await familyAtParse(page, "/pricing")).toMatch(/^"Inter Fallback"/);
    await expect(page.locator("html")).toHaveClass(/\bbrand-font\b/);
    const heading = page.getByRole("heading", { level: 1 });
    await expect.poll(() => heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"Inter Variable"/);

    await expect.poll(() => page.evaluate(() => localStorage.getItem("brand-font-loaded"))).toBe("1");
    expect(await familyAtParse(page, "/about")).toMatch(/^"Inter Variable"/);
  });
});
