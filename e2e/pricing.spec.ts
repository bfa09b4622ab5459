import { expect, test, type Page } from "@playwright/test";

// Spec 9.2: cost = max(49, devices x 2 + floor(messages / 1000) x 0.1).
const cost = (page: Page) => page.getByTestId("estimated-cost");

test.describe("pricing calculator", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/pricing");
    await page.locator("html[data-boot~=hydrated]").waitFor({ state: "attached" });
  });

  test("starts at 100 devices and 100K messages: $210.00", async ({ page }) => {
    await expect(page.getByRole("slider", { name: "Number of devices" })).toHaveAttribute("aria-valuenow", "100");
    await expect(page.getByRole("slider", { name: "Messages per month" })).toHaveAttribute("aria-valuenow", "100000");
    await expect(page.getByTestId("messages-value")).toHaveText("100K");
    await expect(cost(page)).toHaveText("$210.00");
  });

  test("follows the formula as the thumbs move", async ({ page }) => {
    const devices = page.getByRole("slider", { name: "Number of devices" });
    const messages = page.getByRole("slider", { name: "Messages per month" });

    await devices.focus();
    await page.keyboard.press("Home"); // 1 device: 2 + 10 = 12, the minimum applies
    await expect(cost(page)).toHaveText("$49.00");

    await messages.focus();
    await page.keyboard.press("End"); // 1 device, 10M messages: 2 + 1000
    await expect(page.getByTestId("messages-value")).toHaveText("10M");
    await expect(cost(page)).toHaveText("$1,002.00");

    await page.keyboard.press("Home"); // 1,000 messages
    await expect(page.getByTestId("messages-value")).toHaveText("1K");
    await devices.focus();
    await page.keyboard.press("End"); // 10,000 devices: 20,000 + 0.1
    await expect(cost(page)).toHaveText("$20,000.10");

    await page.keyboard.press("Home");
    for (let i = 0; i < 29; i++) await page.keyboard.press("ArrowRight"); // 30 devices: 60 + 0.1
    await expect(devices).toHaveAttribute("aria-valuenow", "30");
    await expect(cost(page)).toHaveText("$60.10");

    await messages.focus();
    await page.keyboard.press("PageUp"); // one large step up from 1,000 messages
    const value = Number(await messages.getAttribute("aria-valuenow"));
    expect(value).toBeGreaterThan(1000);
    const expected = Math.max(49, 30 * 2 + Math.floor(value / 1000) * 0.1);
    await expect(cost(page)).toHaveText(`$${expected.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
  });

  test("four plans, the comparison table and the FAQ", async ({ page }) => {
    const plans: [string, string][] = [
      ["Starter", "$49"],
      ["Professional", "$199"],
      ["Enterprise", "$799"],
      ["Custom", "Custom"],
    ];
    for (const [plan, price] of plans) {
      const card = page.getByRole("article", { name: plan });
      await expect(card).toContainText(price);
    }
    await expect(page.getByRole("article", { name: "Professional" })).toContainText("Most Popular");
    await expect(page.getByRole("article", { name: "Starter" }).getByRole("link", { name: "Start Free Trial" })).toBeVisible();
    await expect(page.getByRole("article", { name: "Enterprise" }).getByRole("link", { name: "Contact Sales" })).toBeVisible();
    const table = page.getByRole("table");
    await expect(table.getByRole("row", { name: /Data retention/ })).toContainText("30 days");
    await expect(table.getByRole("row", { name: /API calls/ })).toContainText("1M/day");
    await page.getByText("Do you offer annual billing?").click();
    await expect(page.getByText(/20% off/)).toBeVisible();
  });

  test("on a phone the comparison table shows that it scrolls sideways", async ({ page }) => {
    const region = page.getByRole("region", { name: "Plan features table" });
    const hint = page.getByText("Scroll sideways to compare every plan");
    await page.setViewportSize({ width: 375, height: 800 });
    await region.scrollIntoViewIfNeeded();
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await expect(hint).toBeVisible();
    // The keyboard scrolls it too: the region takes the focus.
    await region.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);

    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(false);
    await expect(hint).toBeHidden();
  });

  test("serves price specifications in the prerendered HTML", async ({ request }) => {
    const html = await (await request.get("/pricing")).text();
    expect(html).toContain('"@type":"UnitPriceSpecification"');
    expect(html).toMatch(/<meta property="og:image" content="[^"]*\/api\/images\/social\/og-pricing\.jpg"/);
    expect((await request.get("/api/images/social/og-pricing.jpg")).status()).toBe(200);
  });
});
