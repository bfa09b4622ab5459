// `npx tsx scripts/screenshot.ts URL OUT.png [width=1280] [height=900]`: a full-page screenshot in
// Debian's Chromium, printing console errors and failed requests, for looking at pages while building them.
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./lib/chromium.ts";

const [url, out, width = "1280", height = "900"] = process.argv.slice(2);
if (!url || !out) {
  console.error("Usage: npx tsx scripts/screenshot.ts URL OUT.png [width] [height]");
  process.exit(2);
}
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
page.on("console", (message) => {
  if (message.type() === "error" || message.type() === "warning") console.log(`console.${message.type()}: ${message.text()}`);
});
page.on("pageerror", (error) => console.log(`page error: ${error.message}`));
page.on("response", (response) => {
  if (response.status() >= 400) console.log(`${response.status()} ${response.url()}`);
});
await page.goto(url, { waitUntil: "networkidle" });
// Sections out of sight are not rendered until they come near (content-visibility: auto), and a
// full-page capture does not bring them near: render everything for the picture.
await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
await page.waitForTimeout(300);
const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
if (overflow > 0) console.log(`horizontal overflow: ${overflow}px`);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
console.log(`saved ${out}`);
