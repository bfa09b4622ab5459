import { expect, test } from "@playwright/test";
import { scrollToFeaturedSensors } from "./catalogue-support";

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

// A section left unrendered while out of sight (content-visibility: auto) holds its place with an
// estimate. When it renders at another height, everything below it moves: the scrollbar jumps under
// the reader's thumb, and axe-core reads the footer against the wrong background (decision 089).
test.describe("sections rendered only near the viewport", () => {
  for (const width of [375, 768, 1280]) {
    test(`on the home page hold their place with their height at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      await scrollToFeaturedSensors(page);
      const sections = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>("section"))
          .filter((section) => getComputedStyle(section).contentVisibility === "auto")
          .map((section) => {
            const estimate = Number.parseFloat(getComputedStyle(section).containIntrinsicHeight.replace("auto", ""));
            section.style.contentVisibility = "visible";
            return { name: section.querySelector("h2")?.textContent ?? "?", estimate, rendered: section.getBoundingClientRect().height };
          }),
      );
      expect(sections.length, "the home page has sections rendered only near the viewport").toBeGreaterThan(0);
      for (const { name, estimate, rendered } of sections) {
        expect(Math.abs(estimate - rendered) / rendered, `"${name}": estimate ${estimate} px, rendered ${rendered} px`).toBeLessThan(0.1);
      }
    });
  }
});
