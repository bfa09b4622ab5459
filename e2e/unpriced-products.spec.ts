import { expect, test, type APIRequestContext } from "@playwright/test";
import { adminAccount, unique } from "./admin-support";

// Issue 32: a catalogue that tells the truth about products with no price and no stated availability.
const created: number[] = [];

async function createProduct(request: APIRequestContext, fields: Record<string, unknown>) {
  expect((await request.post("/api/auth/login", { data: adminAccount })).status()).toBe(200);
  const response = await request.post("/api/admin/products", {
    // Last in the catalogue's order (sortOrder), so the home page's first four stay the seeded ones for other tests.
    data: { manufacturer: "Truth Works", description: "A sensor for the unpriced journey", isPublished: true, sortOrder: 100000, ...fields },
  });
  expect(response.status()).toBe(201);
  const product = (await response.json()) as { id: number; name: string };
  created.push(product.id);
  return product;
}

test.afterEach(async ({ request }) => {
  for (const id of created.splice(0)) await request.delete(`/api/admin/products/${id}`);
});

test("a product without a price says Price on request, has no Offer and claims no stock it was not told of", async ({ page, request }) => {
  const token = unique("Truthprobe");
  // Availability null: not stated, as an imported device's (an admin's new product defaults to Available).
  const unpriced = await createProduct(request, { name: `${token} Unpriced`, price: null, availability: null });

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
});
