import { expect, test, type APIRequestContext, type Page, type Request } from "@playwright/test";
import { adminAccount, keptOnDevice, openAdminAsAdmin, openInstalledAdmin, unique } from "./admin-support";

// Issue 21, section 3 (decision 031): a change saved offline goes to the outbox on the device, says
// so at once, is counted in the admin's header, and is sent in order when the connection returns;
// a discarded change is never sent; one that meets a newer version is not applied silently, and the
// admin chooses. The installed admin reloaded offline shows its lists as last loaded.

type Product = { id: number; name: string; model: string | null; price: string | null; updatedAt: string };

/** A session of its own for the API (a browser context's offline switch does not touch it). */
async function signedInApi(request: APIRequestContext) {
  expect((await request.post("/api/auth/login", { data: adminAccount })).status()).toBe(200);
  return request;
}

async function createProduct(api: APIRequestContext, fields: Record<string, unknown> = {}): Promise<Product> {
  const response = await api.post("/api/admin/products", {
    data: { name: unique("Outbox Probe"), manufacturer: "E2E Devices", description: "A sensor made by a browser test", ...fields },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Product;
}

async function productsNamed(api: APIRequestContext, name: string): Promise<Product[]> {
  const all = (await (await api.get("/api/admin/products")).json()) as Product[];
  return all.filter((p) => p.name === name);
}

async function openEdit(page: Page, name: string) {
  await page.getByLabel("Search products").fill(name);
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Product" });
  await expect(dialog.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name);
  return dialog;
}

/** The admin's writes that reached the network, with the conditions they carried. */
function recordWrites(page: Page) {
  const writes: { method: string; path: string; baseVersion?: string; key?: string }[] = [];
  page.on("request", (request: Request) => {
    const url = new URL(request.url());
    if (request.method() !== "GET" && url.pathname.startsWith("/api/admin/"))
      writes.push({ method: request.method(), path: url.pathname, baseVersion: request.headers()["base-version"], key: request.headers()["idempotency-key"] });
  });
  return writes;
}

const outboxButton = (page: Page) => page.getByRole("button", { name: /^Unsent changes/ });

test("changes saved offline say so at once, are counted, and are sent in order on reconnect; a discarded one never is", async ({ page, context, request }) => {
  const api = await signedInApi(request);
  const product = await createProduct(api);
  await openAdminAsAdmin(page);
  // Spec 2.2: the admin's header has no site navigation.
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  const writes = recordWrites(page);

  const edit = await openEdit(page, product.name);
  await edit.getByRole("textbox", { name: "Model", exact: true }).fill("Typed offline");
  await context.setOffline(true);
  await edit.getByRole("button", { name: "Update Product" }).click();
  await expect(page.getByText(`You are offline: the product "${product.name}" will be sent when the connection is back (1 unsent change).`)).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(outboxButton(page)).toContainText("1");
  await expect(page.getByRole("status").filter({ hasText: "Offline: showing the lists as last loaded at" })).toBeVisible();

  // A new product, and a category that is then discarded.
  const created = unique("Outbox New");
  await page.getByRole("button", { name: "Add Product" }).click();
  const add = page.getByRole("dialog", { name: "Add Product" });
  await add.getByRole("textbox", { name: "Name", exact: true }).fill(created);
  await add.getByRole("textbox", { name: "Manufacturer", exact: true }).fill("E2E Devices");
  await add.getByRole("textbox", { name: "Description", exact: true }).fill("A sensor made offline");
  await add.getByRole("button", { name: "Create Product" }).click();
  await expect(add).toBeHidden();
  const discarded = unique("Outbox Discarded");
  await page.getByRole("tablist", { name: "Catalogue sections" }).getByRole("tab", { name: "Categories" }).click();
  await page.getByRole("button", { name: "Add Category" }).click();
  const category = page.getByRole("dialog", { name: "Add Category" });
  await category.getByRole("textbox", { name: "Name", exact: true }).fill(discarded);
  await category.getByRole("button", { name: "Create Category" }).click();
  await expect(category).toBeHidden();
  await expect(outboxButton(page)).toContainText("3");

  // The list of unsent changes, in order; discard the category (after a confirmation).
  await outboxButton(page).click();
  const list = page.getByRole("list", { name: "Unsent changes" });
  await expect(list.getByRole("listitem")).toHaveText([
    new RegExp(`Update product "${product.name}".*Waiting to be sent`),
    new RegExp(`New product "${created}".*Waiting to be sent`),
    new RegExp(`New category "${discarded}".*Waiting to be sent`),
  ]);
  await list
    .getByRole("listitem", { name: `New category "${discarded}"` })
    .getByRole("button", { name: "Discard" })
    .click();
  const confirm = page.getByRole("alertdialog", { name: "Discard this change?" });
  await expect(confirm).toContainText(`New category "${discarded}" will not be sent.`);
  await confirm.getByRole("button", { name: "Discard change" }).click();
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await page.getByRole("button", { name: "Close", exact: true }).first().click();
  await expect(outboxButton(page)).toContainText("2");
  expect(writes).toEqual([]);

  // Kept on the device: a reload still offline... is the service worker's journey (below); here the
  // connection comes back and the changes are sent, one at a time, in order.
  await context.setOffline(false);
  await expect(page.getByText("2 changes saved offline were sent.")).toBeVisible();
  await expect(outboxButton(page)).toBeHidden();
  expect(writes.map((w) => `${w.method} ${w.path}`)).toEqual([`PUT /api/admin/products/${product.id}`, "POST /api/admin/products"]);
  expect(writes[0]?.baseVersion).toBe(product.updatedAt);
  expect(writes[1]?.key).toMatch(/^[\w-]{16,}$/);
  expect((await productsNamed(api, product.name))[0]?.model).toBe("Typed offline");
  expect(await productsNamed(api, created)).toHaveLength(1);
  const categories = (await (await api.get("/api/admin/categories")).json()) as { name: string }[];
  expect(categories.map((c) => c.name)).not.toContain(discarded);
});

test("an offline edit that meets a newer version is not applied: the admin is told, compares, and keeps theirs, mine, or edits", async ({
  page,
  context,
  request,
}) => {
  const api = await signedInApi(request);
  const first = await createProduct(api, { price: "77.70" });
  const second = await createProduct(api, { price: "10.00" });
  await openAdminAsAdmin(page);
  // A product's form reads the whole product: one opened online can be edited offline.
  for (const product of [first, second]) await (await openEdit(page, product.name)).getByRole("button", { name: "Cancel" }).click();
  await context.setOffline(true);
  for (const [product, price] of [
    [first, "88.80"],
    [second, "11.00"],
  ] as const) {
    const edit = await openEdit(page, product.name);
    await edit.getByLabel("Price").fill(price);
    await edit.getByRole("button", { name: "Update Product" }).click();
    await expect(edit).toBeHidden();
  }
  await expect(outboxButton(page)).toContainText("2");

  // Meanwhile someone else saves both products.
  for (const [product, price] of [
    [first, "99.90"],
    [second, "12.00"],
  ] as const) {
    const other = await api.put(`/api/admin/products/${product.id}`, {
      headers: { "Base-Version": product.updatedAt },
      data: { name: product.name, manufacturer: "E2E Devices", description: "A sensor made by a browser test", price },
    });
    expect(other.status()).toBe(200);
  }

  await context.setOffline(false);
  await expect(
    page.getByText(`"${first.name}" was changed by someone else before your change saved offline arrived, so it was not sent.`, { exact: false }),
  ).toBeVisible();
  await expect(outboxButton(page)).toContainText("2");
  expect((await productsNamed(api, first.name))[0]?.price).toBe("99.90");
  expect((await productsNamed(api, second.name))[0]?.price).toBe("12.00");

  // Keep mine for the first.
  await outboxButton(page).click();
  const list = page.getByRole("list", { name: "Unsent changes" });
  const firstEntry = list.getByRole("listitem", { name: `Update product "${first.name}"` });
  await expect(firstEntry).toContainText("Changed by someone else: not sent");
  await firstEntry.getByRole("button", { name: "Compare versions" }).click();
  const conflict = page.getByRole("alertdialog", { name: "This product was changed by someone else" });
  const priceRow = conflict.getByRole("row", { name: /^Price/ });
  await expect(priceRow).toContainText("88.80");
  await expect(priceRow).toContainText("99.90");
  await conflict.getByRole("button", { name: "Keep my version" }).click();
  await expect(page.getByText("1 change saved offline was sent. 1 change still in Unsent changes.")).toBeVisible();
  expect((await productsNamed(api, first.name))[0]?.price).toBe("88.80");

  // Edit mine for the second: the form opens with my version, saved over theirs.
  await list
    .getByRole("listitem", { name: `Update product "${second.name}"` })
    .getByRole("button", { name: "Compare versions" })
    .click();
  await conflict.getByRole("button", { name: "Edit my version" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Product" });
  await expect(edit.getByLabel("Price")).toHaveValue("11.00");
  await edit.getByLabel("Price").fill("11.50");
  await edit.getByRole("button", { name: "Update Product" }).click();
  await expect(page.getByText("Product updated successfully")).toBeVisible();
  await expect(outboxButton(page)).toBeHidden();
  expect((await productsNamed(api, second.name))[0]?.price).toBe("11.50");
});

test("actions that need the server say so at once offline and send nothing", async ({ page, context, request }) => {
  const api = await signedInApi(request);
  const product = await createProduct(api);
  await openAdminAsAdmin(page);
  const writes = recordWrites(page);
  await page.getByLabel("Search products").fill(product.name);
  await expect(page.getByRole("button", { name: `Delete ${product.name}` })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole("button", { name: `Delete ${product.name}` }).click();
  await expect(
    page.getByText("Failed to delete product: You are offline. This needs the connection, so nothing was sent or queued", { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole("alertdialog")).toBeHidden();
  expect(writes).toEqual([]);
  await context.setOffline(false);
});

test.describe("the installed admin", () => {
  // The service worker is what this journey is about (the config blocks it elsewhere).
  test.use({ serviceWorkers: "allow" });

  test("reloaded offline, it opens with the lists as last loaded, marked as possibly out of date", async ({ page, context, request }) => {
    const api = await signedInApi(request);
    const product = await createProduct(api);
    await openInstalledAdmin(page);
    await page.getByLabel("Search products").fill(product.name);
    await expect(page.getByRole("button", { name: `Edit ${product.name}` })).toBeVisible();
    await page.getByRole("tablist", { name: "Admin sections" }).getByRole("tab", { name: "Leads" }).click();
    await expect(page.getByRole("tab", { name: /^Demo Requests \(\d+\)$/ })).toBeVisible();
    await page.getByRole("tablist", { name: "Admin sections" }).getByRole("tab", { name: "Products" }).click();
    // The lists are kept on the device (IndexedDB, per user) within a second of loading.
    await expect
      .poll(async () =>
        (await keptOnDevice(page)).flatMap(([, kept]) =>
          ((kept as { state?: { queries: { queryKey: unknown[] }[] } }).state?.queries ?? []).map((q) => String(q.queryKey[0])),
        ),
      )
      .toEqual(expect.arrayContaining(["/api/admin/products", "/api/admin/demo-requests"]));

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Offline: showing the lists as last loaded at" })).toBeVisible();
    await expect(page.getByText("They may be out of date.", { exact: false })).toBeVisible();
    await page.getByLabel("Search products").fill(product.name);
    await expect(page.getByRole("button", { name: `Edit ${product.name}` })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    // The leads as last loaded, too; a list never loaded here says so.
    await page.getByRole("tablist", { name: "Admin sections" }).getByRole("tab", { name: "Leads" }).click();
    await expect(page.getByRole("tab", { name: /^Demo Requests \(\d+\)$/ })).toBeVisible();
    await expect(page.getByText("this device has not loaded demo requests yet", { exact: false })).toBeHidden();

    await context.setOffline(false);
    await expect(page.getByRole("status").filter({ hasText: "Offline: showing the lists" })).toBeHidden();
  });
});
