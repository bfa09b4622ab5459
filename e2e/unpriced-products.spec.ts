import { expect, test, type APIRequestContext } from "@playwright/test";
import { adminAccount, unique } from "./admin-support";
import { cardNames, openMarketplace } from "./catalogue-support";

// Issue 32: a catalogue that tells the truth about products with no price and no stated availability.
const created: number[] = [];

async function createProduct(request: APIRequestContext, fields: Record<string, unknown>) {
  expect((await request.post("/api/auth/login", { data: adminAccount })).status()).toBe(200);
  const response = await request.post("/api/admin/products", {
    data: { manufacturer: "Truth Works", description: "A sensor for the unpriced journey", isPublished: true, ...fields },
  });
  expect(response.status()).toBe(201);
  const product = (await response.json()) as { id: number; name: string };
  created.push(product.id);
  return product;
}

test.afterEach(async ({ request }) => {
  for (const id of created.splice(0)) await request.delete(`/api/admin/products/${id}`);
});

test("a product without a price says Price on request, has no Offer, claims no stock and sorts last", async ({ page, request }) => {
  const token = unique("Truthprobe");
  // Availability null: not stated, as an imported device's (an admin's new product defaults to Available).
  const unpriced = await createProduct(request, { name: `${token} Unpriced`, price: null, availability: null });
  const cheap = await createProduct(request, { name: `${token} Cheap`, price: "1.00" });
  const dear = await createProduct(request, { name: `${token} Dear`, price: "90000.00" });

  const html = await (await request.get(`/products/${unpriced.id}`)).text();
  const productLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
    .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
    .filter((ld) => ld["@type"] === "Product");
  expect(productLd).toHaveLength(1);
  expect(productLd[0]!.offers).toBeUndefined();
  expect(html).not.toContain("schema.org/InStock");

  await page.goto(`/products/${unpriced.id}`);
  await expect(page.getByRole("heading", { level: 1, name: unpriced.name })).toBeVisible();
  await expect(page.getByText("Price on request", { exact: true })).toBeVisible();
  await expect(page.getByText("Availability on request", { exact: true })).toBeVisible();

  // Last in both directions, rendered so by the server and kept so by the island.
  for (const [sort, order] of [
    ["price-low", [cheap, dear, unpriced]],
    ["price-high", [dear, cheap, unpriced]],
  ] as const) {
    await openMarketplace(page, `?q=${encodeURIComponent(token)}&sort=${sort}`);
    expect(await cardNames(page)).toEqual(order.map((p) => p.name));
    const unpricedCard = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: unpriced.name }) });
    await expect(unpricedCard.getByText("Price on request", { exact: true })).toBeVisible();
  }
});
