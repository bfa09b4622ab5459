import { expect, test, type Page } from "@playwright/test";
import { cardNames, catalogue, openMarketplace, resultCount, type CatalogueProduct } from "./catalogue-support";

// Issue 22: a buyer narrows the catalogue by region (frequency plan), sensor type and IP rating.
// The expected lists are computed here from the API's catalogue, independently of the app's code:
// AND across facets, OR within one.

const matches = (product: CatalogueProduct, regions: string[], sensors: string[], ips: string[]) =>
  (regions.length === 0 || product.regions.some((r) => regions.includes(r))) &&
  (sensors.length === 0 || product.sensors.some((s) => sensors.includes(s))) &&
  (ips.length === 0 || (product.ipRating !== null && ips.includes(product.ipRating)));

const devicesFound = (n: number) => (n === 1 ? "1 device found" : `${n} devices found`);
const facet = (page: Page, name: string) => page.getByRole("group", { name });

test.describe("marketplace facets", () => {
  test("the function's HTML for a filtered address says exactly how many devices match, with the Region and IP rating filters", async ({ request }) => {
    const products = await catalogue(request);
    const expected = products.filter((p) => matches(p, ["AS923"], ["temperature"], []));
    expect(expected.length).toBeGreaterThan(0);
    const response = await request.get("/marketplace?region=AS923&sensor=temperature");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`>${devicesFound(expected.length)}<`);
    expect(html).toContain("Region / frequency plan");
    expect(html).toContain("IP rating");
    for (const product of expected.slice(0, 12)) expect(html).toContain(product.name.replace(/&/g, "&amp;"));
  });

  test("ticking options narrows the list (OR within a facet, AND across), keeps it in the address, and shows each option's count", async ({
    page,
    request,
  }) => {
    const products = await catalogue(request);
    // Both facets unfolded (each lists its first 5 options until Show all): this is about ticking them.
    await openMarketplace(page, "?all=region&all=sensor");
    const regions = facet(page, "Region / frequency plan");
    const sensors = facet(page, "Sensor type");

    // Each option says how many devices choosing it would leave.
    const inEurope = products.filter((p) => p.regions.includes("EU863-870")).length;
    await expect(regions.getByRole("checkbox", { name: `EU863-870 · Europe (${inEurope})` })).toBeVisible();

    await regions.getByRole("checkbox", { name: /^AS923 ·/ }).check();
    await expect(resultCount(page)).toHaveText(devicesFound(products.filter((p) => matches(p, ["AS923"], [], [])).length));
    await regions.getByRole("checkbox", { name: /^US902-928/ }).check();
    await expect(resultCount(page)).toHaveText(devicesFound(products.filter((p) => matches(p, ["AS923", "US902-928"], [], [])).length));

    await sensors.getByRole("checkbox", { name: /^CO2 / }).check();
    const expected = products.filter((p) => matches(p, ["AS923", "US902-928"], ["co2"], []));
    await expect(resultCount(page)).toHaveText(devicesFound(expected.length));
    expect((await cardNames(page)).sort()).toEqual(expected.map((p) => p.name).sort());
    await expect(page).toHaveURL(/region=AS923&region=US902-928&sensor=co2/);

    // Back undoes the last choice, Forward brings it back; a shared link (a reload) shows the same view.
    await page.goBack();
    await expect(resultCount(page)).toHaveText(devicesFound(products.filter((p) => matches(p, ["AS923", "US902-928"], [], [])).length));
    await expect(sensors.getByRole("checkbox", { name: /^CO2 / })).not.toBeChecked();
    await page.goForward();
    await expect(resultCount(page)).toHaveText(devicesFound(expected.length));
    await page.reload();
    await expect(resultCount(page)).toHaveText(devicesFound(expected.length));
    await expect(sensors.getByRole("checkbox", { name: /^CO2 / })).toBeChecked();
  });

  test("combines with the search and category; Clear filters empties the facets only", async ({ page, request }) => {
    const products = await catalogue(request);
    const category = "Water & Level";
    await openMarketplace(page, `?category=${encodeURIComponent(category)}&ip=IP68&ip=IP67`);
    const inCategory = products.filter((p) => p.category === category);
    const expected = inCategory.filter((p) => matches(p, [], [], ["IP67", "IP68"]));
    await expect(resultCount(page)).toHaveText(devicesFound(expected.length));
    await expect(facet(page, "IP rating").getByRole("checkbox", { name: /^IP68/ })).toBeChecked();
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(resultCount(page)).toHaveText(devicesFound(inCategory.length));
    await expect(page).toHaveURL(/category=Water/);
    await expect(page).not.toHaveURL(/ip=/);
  });

  test("on a phone the facets fold into a panel behind a Filters button", async ({ browser, request }) => {
    const products = await catalogue(request);
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    // Every IP rating listed (a facet lists its first 5 until Show all): the one ticked may be further down.
    await openMarketplace(page, "?all=ip");
    const ipFacet = facet(page, "IP rating");
    await expect(ipFacet).toBeHidden();
    // A <details>: it opens from the HTML alone.
    const filters = page.getByText("Filters", { exact: true });
    await filters.tap();
    await expect(ipFacet).toBeVisible();
    await ipFacet.getByRole("checkbox", { name: /^IP67/ }).tap();
    await expect(resultCount(page)).toHaveText(devicesFound(products.filter((p) => p.ipRating === "IP67").length));
    await expect(page.getByText("Filters (1)", { exact: true })).toBeVisible();
    const box = await ipFacet.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    // Apply filters folds the panel over the results.
    await page.getByRole("button", { name: "Apply filters" }).tap();
    await expect(ipFacet).toBeHidden();
    await context.close();
  });
});

test.describe("marketplace manufacturer facet (issue 32)", () => {
  test("counts on the server match the API, and a manufacturer past the first options is behind Show all", async ({ page, request }) => {
    const products = await catalogue(request);
    const makers = new Map<string, number>();
    for (const p of products) makers.set(p.manufacturer, (makers.get(p.manufacturer) ?? 0) + 1);
    const ranked = [...makers].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], "en", { sensitivity: "base" }));
    const [maker, count] = ranked[0]!;
    const html = await (await request.get(`/marketplace?manufacturer=${encodeURIComponent(maker)}`)).text();
    expect(html).toContain(`>${devicesFound(count)}<`);

    await openMarketplace(page);
    const manufacturers = facet(page, "Manufacturer");
    await expect(manufacturers.getByRole("checkbox", { name: `${maker} (${count})` })).toBeVisible();
    if (makers.size > 5) {
      const [last, lastCount] = ranked.at(-1)!;
      const lastBox = manufacturers.getByRole("checkbox", { name: `${last} (${lastCount})` });
      await expect(lastBox).toBeHidden();
      await manufacturers.getByText(`Show all ${makers.size}`).click();
      await expect(lastBox).toBeVisible();
    }
    await manufacturers.getByRole("checkbox", { name: `${maker} (${count})` }).check();
    await expect(resultCount(page)).toHaveText(devicesFound(count));
    await expect(page).toHaveURL(new RegExp(`[?&]manufacturer=${encodeURIComponent(maker).replace(/%20/g, "\\+")}`));
  });

  test("the page lists a facet's first options only; without JavaScript, Show all lists the rest and keeps what was ticked", async ({ browser, request }) => {
    const products = await catalogue(request);
    const makers = new Map<string, number>();
    for (const p of products) makers.set(p.manufacturer, (makers.get(p.manufacturer) ?? 0) + 1);
    test.skip(makers.size <= 5, "the seeded catalogue has a manufacturer list short enough to show whole");
    const ranked = [...makers].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], "en", { sensitivity: "base" }));
    const [first, firstCount] = ranked[0]!;
    const [last, lastCount] = ranked.at(-1)!;
    const inHtml = (html: string) => html.includes(`value="${last.replace(/&/g, "&amp;")}"`);
    expect(inHtml(await (await request.get("/marketplace")).text()), "the last manufacturer's row is not in the page").toBe(false);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/marketplace");
    const manufacturers = facet(page, "Manufacturer");
    // The panel is a fold on a phone and open on a wide screen; open it either way.
    const panel = page.locator("details", { has: manufacturers });
    await panel.evaluate((details: HTMLDetailsElement) => (details.open = true));
    await manufacturers.getByRole("checkbox", { name: `${first} (${firstCount})` }).check();
    await manufacturers.getByRole("button", { name: `Show all ${makers.size}` }).click();
    await expect(page).toHaveURL(/[?&]all=manufacturer/);
    await panel.evaluate((details: HTMLDetailsElement) => (details.open = true));
    await expect(manufacturers.getByRole("checkbox", { name: `${first} (${firstCount})` })).toBeChecked();
    await expect(manufacturers.getByRole("checkbox", { name: new RegExp(`^${last.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\(`) })).toBeVisible();
    await expect(manufacturers.getByRole("button", { name: /^Show all/ })).toHaveCount(0);
    await expect(resultCount(page)).toHaveText(devicesFound(firstCount));
    expect(lastCount).toBeGreaterThan(0);
    await context.close();
  });
});

test.describe("marketplace facets offline", () => {
  // The service worker is what this checks (the config blocks it elsewhere).
  test.use({ serviceWorkers: "allow" });

  test("a filtered address never opened before works offline from the catalogue the service worker kept", async ({ page, context, request }) => {
    const products = await catalogue(request);
    await page.goto("/marketplace");
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // Once online with its code running: the worker keeps the page and the catalogue it read.
    await page.getByRole("list", { name: "Devices" }).hover();
    await page.locator('[data-island="MarketplaceIsland"][data-boot~=hydrated]').waitFor({ state: "attached" });

    await context.setOffline(true);
    await page.goto("/marketplace?region=US902-928&ip=IP67&ip=IP68");
    const expected = products.filter((p) => matches(p, ["US902-928"], [], ["IP67", "IP68"]));
    await expect(resultCount(page)).toHaveText(devicesFound(expected.length));
    await expect(facet(page, "IP rating").getByRole("checkbox", { name: /^IP68/ })).toBeChecked();
    await context.setOffline(false);
  });
});
