import { expect, test } from "@playwright/test";
import { cardNames, catalogue, catalogueEntries, expectedOrder, failImage, literalMatches, openMarketplace, resultCount, searched } from "./catalogue-support";

const pageSize = 12;
const devicesFound = (n: number) => (n === 1 ? "1 device found" : `${n} devices found`);

test.describe("marketplace", () => {
  test("shows the module heading, the 540+ badge, the result count and one page of devices", async ({ page, request }) => {
    const products = await catalogue(request);
    expect(products.length).toBeGreaterThan(pageSize);
    await openMarketplace(page);
    await expect(page).toHaveTitle("LoRaWAN Product Module");
    await expect(page.getByRole("heading", { level: 1, name: "LoRaWAN Product Module" })).toBeVisible();
    await expect(page.getByText("540+ Devices Available")).toBeVisible();
    await expect(resultCount(page)).toHaveText(/^\d+ devices found$/);
    const count = Number((await resultCount(page).textContent())!.split(" ")[0]);
    expect(count).toBeGreaterThanOrEqual(33);
    expect(await cardNames(page)).toHaveLength(pageSize);
  });

  test("Load More Devices adds the next page until every device is shown", async ({ page }) => {
    await openMarketplace(page);
    await expect(resultCount(page)).toBeVisible();
    const total = Number((await resultCount(page).textContent())!.split(" ")[0]);
    const loadMore = page.getByRole("link", { name: "Load More Devices" });
    // Paging in place is what this checks, so the catalogue's island (it hydrates on a visitor's
    // first gesture) is woken by a pointer and has hydrated first; the link without it is below.
    await loadMore.hover();
    await page.locator('[data-island="MarketplaceIsland"][data-boot~=hydrated]').waitFor({ state: "attached" });
    await loadMore.click();
    await expect(page.getByRole("list", { name: "Devices" }).getByRole("listitem")).toHaveCount(Math.min(2 * pageSize, total));
    await expect(page).toHaveURL(/[?&]page=2$/);
    while (await loadMore.isVisible()) await loadMore.click();
    await expect(page.getByRole("list", { name: "Devices" }).getByRole("listitem")).toHaveCount(total);
  });

  test("searches name, manufacturer and description without regard to case", async ({ page, request }) => {
    const products = await catalogue(request);
    const manufacturer = products.find((p) => p.manufacturer === "Stellwave Networks")?.manufacturer ?? products[0]!.manufacturer;
    const term = manufacturer.slice(0, 7).toUpperCase();
    const expected = searched(await catalogueEntries(request), term);
    expect(expected.map((p) => p.id)).toEqual(expect.arrayContaining(literalMatches(products, term).map((p) => p.id)));
    await openMarketplace(page);
    await page.getByLabel("Search devices").fill(term);
    await expect(resultCount(page)).toHaveText(`${expected.length} device${expected.length === 1 ? "" : "s"} found`);
    expect((await cardNames(page)).sort()).toEqual(
      expected
        .map((p) => p.name)
        .slice(0, pageSize)
        .sort(),
    );
    await expect(page).toHaveURL(new RegExp(`[?&]q=${term}`));

    // A word from a description only.
    const described = products.find((p) => p.name.startsWith("WQ-900")) ?? products[0]!;
    const word = described.description.split(" ").find((w) => w.length > 8 && !described.name.includes(w))!;
    await page.getByLabel("Search devices").fill(word.toLowerCase());
    await expect(page.getByRole("heading", { level: 3, name: described.name })).toBeVisible();
  });

  test("filters by category with All and the categories in use", async ({ page, request }) => {
    const products = await catalogue(request);
    const category = "Energy Metering";
    const expected = products.filter((p) => p.category === category);
    await openMarketplace(page);
    const chips = page.getByRole("group", { name: "Filter by category" });
    await expect(chips.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "true");
    for (const name of new Set(products.map((p) => p.category).filter(Boolean))) {
      await expect(chips.getByRole("link", { name: name!, exact: true })).toBeVisible();
    }
    await chips.getByRole("link", { name: category }).click();
    await expect(chips.getByRole("link", { name: category })).toHaveAttribute("aria-current", "true");
    await expect(resultCount(page)).toHaveText(`${expected.length} devices found`);
    expect((await cardNames(page)).sort()).toEqual(expected.map((p) => p.name).sort());
    await chips.getByRole("link", { name: "All" }).click();
    await expect(resultCount(page)).not.toHaveText(`${expected.length} devices found`);
  });

  test("sorts by every option of the selector", async ({ page, request }) => {
    const category = "Gateways";
    await openMarketplace(page, `?category=${encodeURIComponent(category)}`);
    for (const sort of ["newest", "price-low", "price-high", "name", "rating"]) {
      const products = (await catalogue(request)).filter((p) => p.category === category);
      await page.getByLabel("Sort by").selectOption(sort);
      const expected = [...products].sort(expectedOrder[sort]).map((p) => p.name);
      await expect.poll(() => cardNames(page), { message: `sort ${sort}` }).toEqual(expected.slice(0, pageSize));
    }
  });

  test("shows the empty state when nothing matches", async ({ page }) => {
    await openMarketplace(page);
    await page.getByLabel("Search devices").fill("no device is called zq-xyzzy");
    await expect(page.getByRole("heading", { name: "No devices found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filter criteria")).toBeVisible();
    await expect(resultCount(page)).toHaveText("0 devices found");
    await expect(page.getByRole("link", { name: "Load More Devices" })).toHaveCount(0);
  });

  test("keeps search, category and sort in the URL: a shared link and a reload show the same view", async ({ page, request }) => {
    const products = await catalogue(request);
    const category = "Water & Level";
    const expected = products.filter((p) => p.category === category && /sensor/i.test(`${p.name} ${p.manufacturer} ${p.description}`));
    expected.sort(expectedOrder["price-high"]);
    await openMarketplace(page, `?q=sensor&category=${encodeURIComponent(category)}&sort=price-high`);
    await expect(page.getByLabel("Search devices")).toHaveValue("sensor");
    await expect(page.getByLabel("Sort by")).toHaveValue("price-high");
    await expect(page.getByRole("group", { name: "Filter by category" }).getByRole("link", { name: category })).toHaveAttribute("aria-current", "true");
    await expect.poll(() => cardNames(page)).toEqual(expected.map((p) => p.name));

    await page.getByLabel("Sort by").selectOption("name");
    await expect(page).toHaveURL(/sort=name/);
    await page.reload();
    await expect(page.getByLabel("Sort by")).toHaveValue("name");
    await expect(page.getByLabel("Search devices")).toHaveValue("sensor");
    await expect.poll(() => cardNames(page)).toEqual([...expected].sort(expectedOrder.name).map((p) => p.name));
  });

  test("its results are in the page before any script runs, filtered as the address says", async ({ browser, request }) => {
    const category = "Gateways";
    const expected = (await catalogue(request)).filter((p) => p.category === category).sort(expectedOrder.name);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/marketplace?category=${encodeURIComponent(category)}&sort=name`);
    await expect(resultCount(page)).toHaveText(`${expected.length} devices found`);
    expect(await cardNames(page)).toEqual(expected.map((p) => p.name).slice(0, pageSize));
    await expect(page.getByRole("group", { name: "Filter by category" }).getByRole("link", { name: category })).toHaveAttribute("aria-current", "true");
    await expect(page.getByLabel("Sort by")).toHaveValue("name");
    await expect(page.getByRole("link", { name: `View details of ${expected[0]!.name}` })).toHaveAttribute("href", `/products/${expected[0]!.id}`);
    await context.close();
  });

  test("without JavaScript, Enter in the search gives the filtered list, and Load More reaches more than 12 devices", async ({ browser, request }) => {
    const term = "sensor";
    const expected = searched(await catalogueEntries(request), term);
    expect(expected.length).toBeGreaterThan(pageSize);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/marketplace");
    await page.getByLabel("Search devices").fill(term);
    await page.getByLabel("Search devices").press("Enter");
    await expect(page).toHaveURL(new RegExp(`[?&]q=${term}(&|$)`));
    await expect(resultCount(page)).toHaveText(`${expected.length} devices found`);
    expect(await cardNames(page)).toEqual(expected.slice(0, pageSize).map((p) => p.name));

    await page.getByRole("link", { name: "Load More Devices" }).click();
    await expect(page).toHaveURL(/[?&]page=2(#|$)/);
    expect(await cardNames(page)).toEqual(expected.slice(0, 2 * pageSize).map((p) => p.name));
    await expect(page.getByLabel("Search devices")).toHaveValue(term);

    // A category chip is a link to its view, the search kept.
    const category = expected.find((p) => p.category)!.category!;
    await page.getByRole("group", { name: "Filter by category" }).getByRole("link", { name: category, exact: true }).click();
    await expect(resultCount(page)).toHaveText(devicesFound(expected.filter((p) => p.category === category).length));
    await context.close();
  });

  test("a card whose product image fails shows 'Image unavailable', and prices show thousands separators", async ({ page, request }) => {
    const products = await catalogue(request);
    // A product with an image, opened by its name so that the server renders its card (other
    // journeys add products of their own, some without an image, at any time).
    const [shown] = products.filter((p) => p.image).sort(expectedOrder.newest);
    const dear = products.find((p) => Number(p.price) >= 1000 && p.currency === "USD" && p.image && p.id !== shown!.id);
    await failImage(page, shown!);
    if (dear) await failImage(page, dear);
    await openMarketplace(page, `?q=${encodeURIComponent(shown!.name)}`);
    const cards = page.getByRole("list", { name: "Devices" }).getByRole("listitem");
    const shownCard = cards.filter({ has: page.getByRole("heading", { level: 3, name: shown!.name }) });
    await expect(shownCard.getByRole("img", { name: shown!.name })).toHaveText("Image unavailable");
    if (dear) {
      // Below the first cards: loaded by the browser's lazy loading, and failing after the page's code ran.
      await page.getByLabel("Search devices").fill(dear.name);
      const card = cards.filter({ has: page.getByRole("heading", { level: 3, name: dear.name }) });
      await expect(card.getByText(/^\$\d{1,3}(,\d{3})+\.\d{2}$/)).toBeVisible();
      await expect(card.getByRole("img", { name: dear.name })).toHaveText("Image unavailable");
    }
  });

  test("marks its results busy while a search waits for the catalogue, then shows the answer", async ({ page, request }) => {
    const products = await catalogue(request);
    const wanted = products.find((p) => p.category === "Gateways") ?? products[0]!;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/catalogue", async (route) => {
      await held;
      await route.continue();
    });
    await openMarketplace(page);
    const results = page.getByRole("list", { name: "Devices" });
    // The island's state: what it shows is out of date ("busy") from the input until it answers it.
    const island = page.locator('[data-island="MarketplaceIsland"]');
    await expect(island).not.toHaveAttribute("data-boot", /busy/);
    await page.getByLabel("Search devices").fill(wanted.name);
    await expect(island).toHaveAttribute("data-boot", /busy/);
    // Styled so: each card a placeholder of its size until the answer is there.
    await expect(results.locator(":scope > li > *").first()).toBeHidden();
    release();
    await expect(island).not.toHaveAttribute("data-boot", /busy/);
    await expect(results.getByRole("heading", { level: 3, name: wanted.name })).toBeVisible();
    await expect(resultCount(page)).toHaveText(/^\d+ devices? found$/);
  });
});
