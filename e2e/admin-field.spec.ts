import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { adminAccount, keptOnDevice, openAdminAsAdmin, openInstalledAdmin, unique } from "./admin-support";

// Issue 31, item 3 (decision 068): online, the admin keeps every product whole on the device, so a
// product never opened here can be edited offline; the queued save sends itself once the connection
// is back, even after the admin was reloaded offline, without anything being pressed.

type Product = { id: number; name: string; model: string | null; description: string; updatedAt: string };

async function signedInApi(request: APIRequestContext) {
  expect((await request.post("/api/auth/login", { data: adminAccount })).status()).toBe(200);
  return request;
}

async function createProduct(api: APIRequestContext): Promise<Product> {
  const response = await api.post("/api/admin/products", {
    data: { name: unique("Field Probe"), manufacturer: "E2E Devices", description: "Edited in the field", model: "F-1" },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Product;
}

const storedModel = async (api: APIRequestContext, id: number) => ((await (await api.get(`/api/admin/products/${id}`)).json()) as Product).model;

/** The whole products the device keeps, by id (IndexedDB, decisions 068 and 095). */
async function keptProducts(page: Page) {
  const kept = await keptOnDevice(page, { database: "lorawan-admin-records", storeName: "products" });
  const versions = kept.find(([key]) => key.endsWith(":records:versions"))?.[1] as { versions?: Record<number, string> } | undefined;
  const products = new Map(kept.filter(([key]) => /:records:product:\d+$/.test(key)).map(([, product]) => [(product as Product).id, product as Product]));
  // Only what the versions describe counts as kept (they are written after the products).
  return Object.keys(versions?.versions ?? {}).flatMap((id) => products.get(Number(id)) ?? []);
}

const keptProductIds = async (page: Page) => (await keptProducts(page)).map((p) => p.id);

async function editOffline(page: Page, product: Product, model: string) {
  await page.getByLabel("Search products").fill(product.name);
  await page.getByRole("button", { name: `Edit ${product.name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Product" });
  // The form holds the whole product, read from the device.
  await expect(edit.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(product.name);
  await expect(edit.getByRole("textbox", { name: "Model", exact: true })).toHaveValue("F-1");
  await edit.getByRole("textbox", { name: "Model", exact: true }).fill(model);
  await edit.getByRole("button", { name: "Update Product" }).click();
  await expect(page.getByText(`You are offline: the product "${product.name}" will be sent when the connection is back`, { exact: false })).toBeVisible();
  await expect(edit).toBeHidden();
}

test("offline, a product never opened on this device is edited, and the save reaches the server once back online", async ({ page, context, request }) => {
  test.slow();
  const api = await signedInApi(request);
  const product = await createProduct(api);
  await openAdminAsAdmin(page);
  await expect(page.getByText(/^\d+ of \d+ products$/)).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => keptProductIds(page), { timeout: 60_000 }).toContain(product.id);

  // Changed elsewhere: the next read of the list brings that one product's copy up to date.
  const changed = await api.put(`/api/admin/products/${product.id}`, {
    headers: { "Base-Version": product.updatedAt },
    data: { name: product.name, manufacturer: "E2E Devices", description: "Edited in the field, then at the office", model: "F-1" },
  });
  expect(changed.status()).toBe(200);
  await page.reload();
  await expect(page.getByText(/^\d+ of \d+ products$/)).toBeVisible({ timeout: 60_000 });
  await expect
    .poll(async () => (await keptProducts(page)).find((p) => p.id === product.id)?.description, { timeout: 60_000 })
    .toBe("Edited in the field, then at the office");

  await context.setOffline(true);
  await editOffline(page, product, "F-2 offline");
  await context.setOffline(false);
  await expect.poll(() => storedModel(api, product.id), { timeout: 60_000 }).toBe("F-2 offline");
});

test.describe("the installed admin", () => {
  test.use({ serviceWorkers: "allow" });

  test("a change queued offline, the admin reloaded offline, then online: the server gets it without anything pressed", async ({ page, context, request }) => {
    test.slow();
    const api = await signedInApi(request);
    const product = await createProduct(api);
    await openInstalledAdmin(page);
    await expect(page.getByText(/^\d+ of \d+ products$/)).toBeVisible({ timeout: 60_000 });
    await expect.poll(() => keptProductIds(page), { timeout: 60_000 }).toContain(product.id);

    await context.setOffline(true);
    await editOffline(page, product, "F-3 after a reload");
    await page.reload();
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Unsent changes/ })).toContainText("1");

    await context.setOffline(false);
    // A behaviour, not a timing target: the outbox sends itself (within 30 s by design).
    await expect.poll(() => storedModel(api, product.id), { timeout: 90_000, intervals: [2000] }).toBe("F-3 after a reload");
    await expect(page.getByRole("button", { name: /^Unsent changes/ })).toBeHidden();
  });
});
