import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { adminAccount, openAdminAsAdmin, topTab, unique } from "./admin-support";
import { openMarketplace } from "./catalogue-support";

const created: number[] = [];

/**
 * A published product of this test's own, created through the admin API. It borrows a seeded
 * product's image: the newest product of the catalogue has one in other journeys' eyes.
 */
async function createProduct(request: APIRequestContext, fields: { name: string; price: string; minOrderQty?: number }) {
  expect((await request.post("/api/auth/login", { data: adminAccount })).status()).toBe(200);
  const products = (await (await request.get("/api/products")).json()) as { image: string | null }[];
  const response = await request.post("/api/admin/products", {
    data: {
      manufacturer: "Quote Works",
      description: "A sensor for quote tests",
      isPublished: true,
      image: products.find((p) => p.image)?.image ?? null,
      ...fields,
    },
  });
  expect(response.status()).toBe(201);
  const product = (await response.json()) as { id: number; name: string };
  created.push(product.id);
  return product;
}

// The demo requests keep each product's name and price; the products themselves go.
test.afterEach(async ({ request }) => {
  for (const id of created.splice(0)) await request.delete(`/api/admin/products/${id}`);
});

/** Opens a product page once its code has started (the Add to quote button works from then on). */
async function addFromProductPage(page: Page, product: { id: number; name: string }) {
  await page.goto(`/products/${product.id}`);
  await page.locator("html[data-boot~=hydrated]").waitFor({ state: "attached" });
  await page.getByRole("button", { name: `Add to quote: ${product.name}` }).click();
  await expect(page.getByRole("status").filter({ hasText: `${product.name} added to your quote list.` })).toBeVisible();
}

const quoteLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Quote list/ });
const line = (page: Page, name: string) => page.getByRole("list", { name: "Products in your quote list" }).getByRole("listitem", { name });

async function fillContact(page: Page, company: string) {
  const form = page.getByRole("form", { name: "Quote request form" });
  await form.getByLabel("First Name").fill("Ada");
  await form.getByLabel("Last Name").fill("Lovelace");
  await form.getByLabel("Email").fill(`ada-${Date.now()}@example.com`);
  await form.getByLabel("Company").fill(company);
  return form;
}

test("two products added from their pages, a quantity changed on /quote, sent: the admin's demo request holds both with their quantities", async ({
  page,
  request,
}) => {
  test.slow();
  const tag = unique("Quote");
  const soil = await createProduct(request, { name: `${tag} Soil Probe`, price: "49.90", minOrderQty: 5 });
  const gateway = await createProduct(request, { name: `${tag} Gateway`, price: "899.00" });

  await addFromProductPage(page, soil);
  await expect(quoteLink(page)).toHaveAccessibleName("Quote list, 1 product");
  await addFromProductPage(page, gateway);
  await expect(quoteLink(page)).toHaveAccessibleName("Quote list, 2 products");

  await quoteLink(page).click();
  await expect(page).toHaveURL(/\/quote$/);
  // A line starts at the product's minimum order quantity.
  await expect(line(page, soil.name).getByLabel("Quantity")).toHaveValue("5");
  await expect(line(page, gateway.name).getByLabel("Quantity")).toHaveValue("1");
  await line(page, soil.name).getByLabel("Quantity").fill("40");
  await line(page, gateway.name).getByLabel("Note").fill("Ceiling mount");

  // Kept on the device: a reload shows the same list.
  await page.reload();
  await expect(line(page, soil.name).getByLabel("Quantity")).toHaveValue("40");
  await expect(line(page, gateway.name).getByLabel("Note")).toHaveValue("Ceiling mount");

  const company = unique("Quote Buyer Co");
  const form = await fillContact(page, company);
  await form.getByRole("button", { name: "Send quote request" }).click();
  await expect(page.getByText("Message Sent Successfully!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your quote list is empty" })).toBeVisible();
  await expect(quoteLink(page)).toHaveAccessibleName("Quote list");

  const leads = (await (await request.get("/api/admin/demo-requests")).json()) as { company: string; items: unknown[] }[];
  expect(leads.find((lead) => lead.company === company)?.items).toEqual([
    { productId: soil.id, name: soil.name, price: "49.90", currency: "USD", quantity: 40, note: null },
    { productId: gateway.id, name: gateway.name, price: "899.00", currency: "USD", quantity: 1, note: "Ceiling mount" },
  ]);

  await openAdminAsAdmin(page);
  await topTab(page, "Leads").click();
  await page.getByLabel("Search demo requests").fill(company);
  const row = page.getByRole("table", { name: "demo requests" }).getByRole("row").nth(1);
  await expect(row).toContainText(`40 x ${soil.name} (product ${soil.id}) at $49.90 each`);
  await expect(row).toContainText(`1 x ${gateway.name} (product ${gateway.id}) at $899.00 each; note: Ceiling mount`);
});

test("the list keeps quantities at or above the minimum order, removes lines and is shared between tabs", async ({ page, context, request }) => {
  const tag = unique("Quote Tabs");
  const probe = await createProduct(request, { name: `${tag} Probe`, price: "10.00", minOrderQty: 10 });
  const tracker = await createProduct(request, { name: `${tag} Tracker`, price: "75.00" });

  // From a product card of the marketplace (an island's card) and from a product page.
  await openMarketplace(page, `?q=${encodeURIComponent(tag)}`);
  await page.getByRole("button", { name: `Add to quote: ${probe.name}` }).click();
  await expect(page.getByRole("status").filter({ hasText: `${probe.name} added to your quote list.` })).toBeVisible();
  await page.getByRole("button", { name: `Add to quote: ${probe.name}` }).click();
  await expect(page.getByRole("status").filter({ hasText: `${probe.name} is already in your quote list.` })).toBeVisible();
  await addFromProductPage(page, tracker);

  await page.goto("/quote");
  const other = await context.newPage();
  await other.goto("/quote");
  await expect(line(other, probe.name)).toBeVisible();

  const quantity = line(page, probe.name).getByLabel("Quantity");
  await quantity.fill("3");
  await expect(line(page, probe.name).getByText("The minimum order is 10.")).toBeVisible();
  await quantity.blur();
  await expect(quantity).toHaveValue("10");
  await quantity.fill("25");
  await expect(line(other, probe.name).getByLabel("Quantity")).toHaveValue("25");

  await line(page, tracker.name)
    .getByRole("button", { name: `Remove ${tracker.name}` })
    .click();
  await expect(line(page, tracker.name)).toHaveCount(0);
  await expect(line(other, tracker.name)).toHaveCount(0);
  await expect(quoteLink(other)).toHaveAccessibleName("Quote list, 1 product");
});

test("a failed or offline send keeps the list and says so", async ({ page, context, request }) => {
  const product = await createProduct(request, { name: unique("Quote Keep"), price: "5.00" });
  await addFromProductPage(page, product);
  await page.goto("/quote");
  const form = await fillContact(page, unique("Keep Co"));

  // Spec 4, 5: the required fields, as on the contact form.
  await form.getByLabel("Company").fill("   ");
  await form.getByRole("button", { name: "Send quote request" }).click();
  await expect(page.getByText("Please fill in all required fields.")).toBeVisible();
  await form.getByLabel("Company").fill("Keep Co");

  let sent = 0;
  await page.route("**/api/demo-request", async (route) => {
    sent += 1;
    // As the API answers for a product withdrawn since it was added to the list.
    const issues = [{ path: "items.0.productId", message: `Product ${product.id} does not exist or is not published` }];
    await route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({ message: `Not available for a quote: product ${product.id}`, issues }),
    });
  });
  await form.getByRole("button", { name: "Send quote request" }).click();
  await expect(page.getByText("Failed to submit your request. Please try again.")).toBeVisible();
  expect(sent).toBe(1);
  await expect(line(page, product.name).getByRole("alert")).toHaveText("This product is no longer available. Remove it to send your list.");
  await expect(form.getByLabel("Company")).toHaveValue("Keep Co");

  await context.setOffline(true);
  await form.getByRole("button", { name: "Send quote request" }).click();
  await expect(page.getByText("Your message cannot be sent while you are offline.", { exact: false })).toBeVisible();
  expect(sent).toBe(1);
  await expect(line(page, product.name)).toBeVisible();
  await context.setOffline(false);
});
