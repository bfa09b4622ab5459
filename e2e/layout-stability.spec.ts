import { expect, test } from "@playwright/test";

// Hydration must not disturb the prerendered layout (Core Web Vitals: CLS "good" is under 0.1).
const pages = ["/", "/pricing", "/marketplace", "/about"];

test.describe("layout stability while the page hydrates", () => {
  for (const path of pages) {
    test(`${path} does not shift`, async ({ page }) => {
      await page.setViewportSize({ width: 412, height: 823 });
      await page.addInitScript(`
        window.__layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
      `);
      await page.goto(path, { waitUntil: "networkidle" });
      await page.waitForTimeout(1000);
      const shift = await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
      expect(shift).toBeLessThan(0.1);
    });
  }
});
