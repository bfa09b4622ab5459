import { expect, test } from "@playwright/test";
import { catalogue, openMarketplace } from "./catalogue-support";

// Issue 22: devices side by side, from the Compare buttons of the marketplace and product pages.

test.describe("compare", () => {
  test("/compare?ids=a,b shows both products and their battery life in one table, named and linked, noindex", async ({ browser, request }) => {
    const [first, second] = (await catalogue(request)).filter((p) => p.batteryLife && p.ipRating);
    // The function's HTML carries the whole comparison: no script is needed to read it.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`/compare?ids=${first!.id},${second!.id}`);
    expect(response!.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    const table = page.getByRole("table");
    await expect(table.getByRole("columnheader", { name: first!.name })).toBeVisible();
    await expect(table.getByRole("columnheader", { name: second!.name })).toBeVisible();
    const battery = table.getByRole("row", { name: /^Battery life/ });
    await expect(battery.getByRole("cell")).toHaveText([first!.batteryLife!, second!.batteryLife!]);
    await expect(table.getByRole("row", { name: /^IP rating/ }).getByRole("cell")).toHaveText([first!.ipRating!, second!.ipRating!]);
    await expect(table.getByRole("link", { name: first!.name, exact: true })).toHaveAttribute("href", `/products/${first!.id}`);
    await expect(table.getByRole("link", { name: `Request Quote for ${second!.name}` })).toHaveAttribute("href", "/contact");
    await context.close();
  });

  test("unknown ids are named and skipped; 'Show only differences' hides the rows that are the same", async ({ page, request }) => {
    const products = await catalogue(request);
    const [a, b] = products.filter((p) => p.category === "Gateways");
    await page.goto(`/compare?ids=${a!.id},999999,${b!.id},abc`);
    await expect(page.getByRole("note")).toHaveText(/Not compared \(no published product has this id\): 999999, abc\./);
    const table = page.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveCount(3);
    // Both are gateways: their category row is the same, their name column headers differ.
    const categoryRow = table.getByRole("row", { name: /^Category/ });
    await expect(categoryRow).toBeVisible();
    const differing = table.getByRole("row", { name: /differs/ });
    const differingCount = await differing.count();
    expect(differingCount).toBeGreaterThan(0);
    await page.getByRole("switch", { name: "Show only differences" }).check();
    await expect(categoryRow).toBeHidden();
    await expect(table.getByRole("row")).toHaveCount(differingCount + 1);
    await page.getByRole("switch", { name: "Show only differences" }).uncheck();
    await expect(categoryRow).toBeVisible();
  });

  test("a buyer picks devices with Compare on cards and a product page (up to 4), and the tray leads to the comparison", async ({ page, request }) => {
    const products = await catalogue(request);
    const gateways = products.filter((p) => p.category === "Gateways");
    const others = products.filter((p) => p.category === "Air Quality");
    await openMarketplace(page, "?category=Gateways&sort=name");
    const tray = page.getByRole("complementary", { name: "Compare devices" });
    await expect(tray).toHaveCount(0);
    for (const gateway of gateways.slice(0, 3)) await page.getByRole("button", { name: `Compare ${gateway.name}` }).click();
    await expect(page.getByRole("button", { name: `Compare ${gateways[0]!.name}` })).toHaveAttribute("aria-pressed", "true");
    await expect(tray.getByRole("listitem")).toHaveCount(3);

    // A product page offers Compare too, and keeps the choice.
    await page.goto(`/products/${others[0]!.id}`);
    const fourth = page.getByRole("button", { name: `Compare ${others[0]!.name}` });
    // Its island hydrates at the first pointer over it (decision 011), then shows the tray.
    await fourth.hover();
    await page.locator('[data-island="ProductCompare"][data-boot~=hydrated]').waitFor({ state: "attached" });
    await expect(tray.getByRole("listitem")).toHaveCount(3);
    await fourth.click();
    await expect(tray.getByRole("listitem")).toHaveCount(4);

    // A fifth is refused with a message, also when pressed before the page's island hydrated
    // (the page's own script answers Compare, decision 050).
    await page.goto(`/products/${others[1]!.id}`);
    await page.getByRole("button", { name: `Compare ${others[1]!.name}` }).click();
    await expect(tray.getByRole("status")).toHaveText(`Up to 4 devices can be compared: remove one to add ${others[1]!.name}.`);
    await expect(tray.getByRole("listitem")).toHaveCount(4);

    await tray.getByRole("link", { name: "Compare 4 devices" }).click();
    await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${[...gateways.slice(0, 3), others[0]!].map((p) => p.id).join(",")}$`));
    await expect(page.getByRole("table").getByRole("columnheader")).toHaveCount(5);
  });

  test("prints the whole table without its controls", async ({ page, request }) => {
    const ids = (await catalogue(request)).slice(0, 3).map((p) => p.id);
    await page.goto(`/compare?ids=${ids.join(",")}`);
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("table")).toBeVisible();
    await expect(page.getByRole("switch", { name: "Show only differences" })).toBeHidden();
    await expect(page.getByRole("link", { name: /^Request Quote for / })).toHaveCount(0);
    const frame = page.getByRole("region", { name: "Device comparison" });
    expect(await frame.evaluate((element) => getComputedStyle(element).overflowX)).toBe("visible");
  });

  test("is readable on a phone: the table scrolls sideways inside its frame, the page does not", async ({ browser, request }) => {
    const ids = (await catalogue(request)).slice(0, 4).map((p) => p.id);
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto(`/compare?ids=${ids.join(",")}`);
    const frame = page.getByRole("region", { name: "Device comparison" });
    await expect(frame).toBeVisible();
    const box = await frame.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    // The row names stay in view while the columns scroll.
    await frame.evaluate((element) => element.scrollBy({ left: 400 }));
    const rowName = page.getByRole("rowheader", { name: /^Price/ });
    const nameBox = await rowName.boundingBox();
    expect(nameBox!.x).toBeGreaterThanOrEqual(box!.x - 1);
    await context.close();
  });
});
