import { expect, test } from "@playwright/test";

// Every marketing page is prerendered with its own head tags (spec 1) and shows the spec's figures.
const pages: { path: string; texts: string[] }[] = [
  { path: "/", texts: ["Request Quote", "Soil Moisture", "Real-World Applications", "Water Management", "Explore Products"] },
  { path: "/about", texts: ["10M+", "150+", "99.99%", "500+", "Customer Success", "Security First"] },
  { path: "/solutions", texts: ["Healthcare & Medical", "Logistics & Supply Chain", "Precision Agriculture"] },
  { path: "/resources", texts: ["Documentation", "Register", "Watch Now", "Case studies"] },
  { path: "/pricing", texts: ["Estimated monthly cost", "Most Popular", "Feature comparison"] },
  { path: "/brand", texts: ["#00d4aa", "#0dceda", "#1e293b", "#f8fafc", "#ffffff", "#94a3b8", "Inter"] },
  { path: "/platform/network-server", texts: ["LoRaWAN 1.0.3 and 1.1", "1M+", "Edge Layer"] },
  { path: "/platform/gateway-management", texts: ["12,450", "2.5M km²", "-89 dBm", "99.2%", "16+ channels"] },
  { path: "/platform/device-registry", texts: ["98.7%", "94.2%", "91.8%", "Retirement"] },
  { path: "/platform/analytics", texts: ["Grafana", "Power BI", "DataDog", "PDF and Excel"] },
  { path: "/solutions/industrial-iot", texts: ["Request Demo"] },
  { path: "/solutions/asset-tracking", texts: ["Industry applications", "Tracker specifications"] },
  { path: "/solutions/smart-agriculture", texts: ["Water savings"] },
  { path: "/solutions/smart-cities", texts: ["Smart Parking"] },
  { path: "/solutions/energy-utilities", texts: ["Applications", "Technical specifications", "Renewables"] },
  { path: "/solutions/indoor-air-quality", texts: ["400-5000 ppm", "0-60000 ppb", "0-500 µg/m³", "-40 to +85°C", "0-100%", "300-1100 hPa"] },
  { path: "/privacy-policy", texts: ["January 20, 2025", "7 years", "3 years", "1 year", "16"] },
  { path: "/terms-of-service", texts: ["January 20, 2025", "99.9%", "1.5% per month", "60+ days", "90 days", "California", "San Francisco"] },
  { path: "/security", texts: ["SOC 2 Type II", "ISO 27001", "GDPR", "HIPAA Ready", "FedRAMP", "Detection", "Recovery"] },
  { path: "/status", texts: ["All Systems Operational", "156ms", "2.3s", "99.7%", "2 hours", "4 hours", "RSS Feed"] },
];

for (const { path, texts } of pages) {
  test(`${path} is prerendered with its tags and copy`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toContain(`<link rel="canonical" href="`);
    expect(html).toMatch(new RegExp(`rel="canonical" href="https?://[^"]+${path === "/" ? "/" : path}"`));
    expect(html).toMatch(/<meta property="og:title"/);
    expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
    expect(html).toMatch(/<meta name="twitter:title" content="[^"]+"/);
    expect(html).toMatch(/<meta name="twitter:description" content="[^"]+"/);
    expect(html).toMatch(/<meta name="twitter:image" content="https?:\/\/[^"]+"/);
    expect(html).toContain('"@type":"Organization"');
    expect(html).toContain('"@type":"WebSite"');
    for (const text of texts) expect(html, `${path} shows ${text}`).toContain(text.replace(/&/g, "&amp;"));
  });
}

test("every page has its own title", async ({ request }) => {
  const titles = new Set<string>();
  for (const { path } of pages) {
    const html = await (await request.get(path)).text();
    titles.add(/<title>([^<]+)<\/title>/.exec(html)?.[1] ?? "");
  }
  expect(titles.size).toBe(pages.length);
});

test("brand downloads serve the project's logo files", async ({ page, request }) => {
  await page.goto("/brand");
  for (const format of ["SVG", "PNG"]) {
    const link = page.getByRole("link", { name: `Download Default logo as ${format}` });
    const href = await link.getAttribute("href");
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain(format === "SVG" ? "image/svg+xml" : "image/png");
  }
});

test("brand copy-hex shows a toast", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/brand");
  await page.locator("html[data-boot~=hydrated]").waitFor({ state: "attached" });
  await page.getByRole("button", { name: "Copy #00d4aa" }).click();
  await expect(page.getByText("#00d4aa copied to clipboard")).toBeVisible();
  // Spec 9.1: one toast at a time; the next copy replaces it rather than waiting its turn.
  await page.getByRole("button", { name: "Copy #0dceda" }).click();
  // The toast follows the copy: once the clipboard holds the second colour, the first toast is gone
  // (a queued toast would have waited out the first one's 5 seconds).
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe("#0dceda");
  expect(await page.getByText("#00d4aa copied to clipboard").count()).toBe(0);
  await expect(page.getByText("#0dceda copied to clipboard")).toBeVisible();
});

test("a copy button pressed before the page's script has started copies once it has (decision 086)", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  // The page's entry is held back: the press meets only the HTML and its inline loader.
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto("/brand", { waitUntil: "commit" });
  const copy = page.getByRole("button", { name: "Copy #1e293b" });
  await copy.click();
  await expect(copy, "the press shows that it is being answered").toHaveAttribute("data-boot", "pressed");
  release();
  await expect(page.getByText("#1e293b copied to clipboard")).toBeVisible();
  await expect(copy).not.toHaveAttribute("data-boot", "pressed");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("#1e293b");
});

test("marketing images load lazily as webp", async ({ page }) => {
  await page.goto("/");
  await page.locator("html[data-boot~=hydrated]").waitFor({ state: "attached" });
  await page.getByRole("heading", { name: "Built for the places wires can't reach" }).scrollIntoViewIfNeeded();
  const tile = page.getByRole("img", { name: /Crop field/ });
  await expect(tile).toHaveAttribute("src", /\.webp$/);
  await expect.poll(() => tile.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test("security hero links to its certifications and practices", async ({ page }) => {
  await page.goto("/security");
  await expect(page.getByRole("link", { name: "View Certifications" })).toHaveAttribute("href", "#certifications");
  await expect(page.getByRole("link", { name: "Security Practices" })).toHaveAttribute("href", "#practices");
  await expect(page.locator("#certifications")).toBeAttached();
  await expect(page.locator("#practices")).toBeAttached();
});

test("the privacy and terms pages' contents links are 44 px touch targets", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ["/privacy-policy", "/terms-of-service"]) {
    await page.goto(path);
    const links = page.getByRole("navigation", { name: "Contents" }).getByRole("link");
    expect(await links.count()).toBeGreaterThan(0);
    for (const link of await links.all()) expect((await link.boundingBox())!.height, `${path}: ${await link.textContent()}`).toBeGreaterThanOrEqual(44);
  }
});
