import { expect, test, type Page } from "@playwright/test";

// Decision 046: a page asks for no file before it has painted. A first visit paints in Inter's
// metric-matched fallback and stays in it while it is read; Inter's file comes afterwards (decision
// 093). Once a device has loaded Inter, every later page uses it from its first paint.

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

  test("a first visit paints in the fallback and keeps it; Inter is fetched for later pages, which start in it", async ({ page }) => {
    const interFetched = page.waitForResponse((response) => /inter-latin-wght-normal.*\.woff2$/.test(response.url()));
    expect(await familyAtParse(page, "/pricing")).toMatch(/^"Inter Fallback"/);
    expect((await interFetched).ok()).toBe(true);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("brand-font-loaded"))).toBe("1");
    // The page being read was not restyled for the new face.
    await expect(page.locator("html")).not.toHaveClass(/\bbrand-font\b/);
    const heading = page.getByRole("heading", { level: 1 });
    expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"Inter Fallback"/);

    expect(await familyAtParse(page, "/about")).toMatch(/^"Inter Variable"/);
    await expect(page.locator("html")).toHaveClass(/\bbrand-font\b/);
  });
});
