import { expect, test, type Page } from "@playwright/test";
import { adminAccount, catalogueTab, openAdminAsAdmin, topTab, unique } from "./admin-support";

// Issue 21, "What the admin sees is what is saved": refused saves say why on their field, a double
// click creates one product, a save based on an older version is not applied silently, and nothing
// typed is lost when the session ends or the page reloads.

type Product = { id: number; name: string; price: string | null; updatedAt: string };

/** A product made through the API before the admin opens (the list is read once, spec 7). */
async function createProductThroughApi(page: Page, fields: Record<string, unknown> = {}): Promise<Product> {
  expect((await page.request.post("/api/auth/login", { data: adminAccount })).status()).toBe(200);
  const response = await page.request.post("/api/admin/products", { data: { name: unique("Saves Probe"), manufacturer: "E2E Devices", description: "A sensor made by a browser test", ...fields } });
  expect(response.status()).toBe(201);
  return (await response.json()) as Product;
}

async function productsNamed(page: Page, name: string): Promise<Product[]> {
  const all = (await (await page.request.get("/api/admin/products")).json()) as Product[];
  return all.filter((p) => p.name === name);
}

async function openEdit(page: Page, name: string) {
  await page.getByLabel("Search products").fill(name);
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  return page.getByRole("dialog", { name: "Edit Product" });
}

test("a refused save shows the server's reason on its field, under the spec's toast title", async ({ page }) => {
  await openAdminAsAdmin(page);
  // A price with three decimals: the form checks it with the server's own schema before sending.
  await page.getByRole("button", { name: "Add Product" }).click();
  const form = page.getByRole("dialog", { name: "Add Product" });
  await form.getByRole("textbox", { name: "Name", exact: true }).fill(unique("Refused Probe"));
  await form.getByRole("textbox", { name: "Manufacturer", exact: true }).fill("E2E Devices");
  await form.getByRole("textbox", { name: "Description", exact: true }).fill("A sensor made by a browser test");
  await form.getByLabel("Price").fill("12.345");
  await form.getByRole("button", { name: "Create Product" }).click();
  await expect(form.getByText("Price must be a number with at most 2 decimal places")).toBeVisible();
  await expect(page.getByText("Failed to create product: Price must be a number with at most 2 decimal places")).toBeVisible();
  await expect(form.getByLabel("Price")).toHaveAttribute("aria-invalid", "true");
  await form.getByRole("button", { name: "Cancel" }).click();

  // A duplicate category name only the server can know about: its 409 reaches the Name field.
  const existing = unique("Refused Category");
  expect((await page.request.post("/api/admin/categories", { data: { name: existing } })).status()).toBe(201);
  await catalogueTab(page, "Categories").click();
  await page.getByRole("button", { name: "Add Category" }).click();
  const category = page.getByRole("dialog", { name: "Add Category" });
  await category.getByRole("textbox", { name: "Name", exact: true }).fill(existing.toLowerCase());
  await category.getByRole("button", { name: "Create Category" }).click();
  await expect(category.getByText(`A category named "${existing.toLowerCase()}" already exists`)).toBeVisible();
  await expect(page.getByText("Error", { exact: true })).toBeVisible();
  await expect(page.getByText(/^Failed to create category: A category named/)).toBeVisible();
});

test("a news title without a usable slug is refused on the Slug field", async ({ page }) => {
  await openAdminAsAdmin(page);
  await topTab(page, "News").click();
  await page.getByRole("button", { name: "Add News" }).click();
  const form = page.getByRole("dialog", { name: "Add News Article" });
  await form.getByRole("textbox", { name: "Title" }).fill("日本語のニュース");
  await form.getByLabel("Category").fill("Company");
  await form.getByRole("textbox", { name: "Excerpt" }).fill("Short");
  await form.getByRole("textbox", { name: "Content" }).fill("Long");
  await form.getByRole("button", { name: "Create Article" }).click();
  await expect(form.getByText("A slug cannot be derived from this title")).toBeVisible();
  await expect(page.getByText("Failed to create news: A slug cannot be derived from this title")).toBeVisible();
});

test("a double click on Create Product creates one product", async ({ page }) => {
  await openAdminAsAdmin(page);
  const name = unique("Double Click");
  await page.getByRole("button", { name: "Add Product" }).click();
  const form = page.getByRole("dialog", { name: "Add Product" });
  await form.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await form.getByRole("textbox", { name: "Manufacturer", exact: true }).fill("E2E Devices");
  await form.getByRole("textbox", { name: "Description", exact: true }).fill("A sensor made by a browser test");
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/admin/products") posts.push(request.headers()["idempotency-key"] ?? "");
  });
  await form.getByRole("button", { name: "Create Product" }).dblclick();
  await expect(page.getByText("Product created successfully")).toBeVisible();
  await expect(form).toBeHidden();
  expect(await productsNamed(page, name)).toHaveLength(1);
  // Whatever reached the API carried one key: a retried request could not create a second product.
  expect(new Set(posts).size).toBe(1);
  expect(posts[0]).not.toBe("");
});

test("an edit based on an older version is not applied silently: the admin compares and chooses", async ({ page }) => {
  const product = await createProductThroughApi(page, { price: "77.70" });
  await openAdminAsAdmin(page);
  const edit = await openEdit(page, product.name);
  await edit.getByLabel("Price").fill("88.80");

  // Meanwhile someone else saves the product.
  const other = await page.request.put(`/api/admin/products/${product.id}`, {
    headers: { "Base-Version": product.updatedAt },
    data: { name: product.name, manufacturer: "E2E Devices", description: "A sensor made by a browser test", price: "99.90" },
  });
  expect(other.status()).toBe(200);

  await edit.getByRole("button", { name: "Update Product" }).click();
  const conflict = page.getByRole("alertdialog", { name: "This product was changed by someone else" });
  await expect(conflict).toBeVisible();
  const priceRow = conflict.getByRole("row", { name: /^Price/ });
  await expect(priceRow).toContainText("88.80");
  await expect(priceRow).toContainText("99.90");
  expect((await productsNamed(page, product.name))[0]?.price).toBe("99.90");

  await conflict.getByRole("button", { name: "Keep my version" }).click();
  await expect(page.getByText("Product updated successfully")).toBeVisible();
  await expect(conflict).toBeHidden();
  expect((await productsNamed(page, product.name))[0]?.price).toBe("88.80");
});

test("when the session ends, the admin signs in again and what was typed is kept", async ({ page, context }) => {
  const product = await createProductThroughApi(page);
  await openAdminAsAdmin(page);
  const edit = await openEdit(page, product.name);
  await edit.getByRole("textbox", { name: "Model", exact: true }).fill("Typed before the session ended");
  await context.clearCookies();

  await edit.getByRole("button", { name: "Update Product" }).click();
  const signIn = page.getByRole("alertdialog", { name: "Session ended" });
  await expect(signIn.getByText("Your session has ended. Sign in again to continue; what you typed is kept.")).toBeVisible();
  await signIn.getByLabel("Username").fill("admin@example.com");
  await signIn.getByLabel("Password").fill("LoraAdmin!2024");
  await signIn.getByRole("button", { name: "Login" }).click();
  await expect(signIn).toBeHidden();

  await expect(edit.getByRole("textbox", { name: "Model", exact: true })).toHaveValue("Typed before the session ended");
  await edit.getByRole("button", { name: "Update Product" }).click();
  await expect(page.getByText("Product updated successfully")).toBeVisible();
});

test("a news article being written comes back as a draft after a reload", async ({ page }) => {
  await openAdminAsAdmin(page);
  await topTab(page, "News").click();
  await page.getByRole("button", { name: "Add News" }).click();
  const title = unique("Draft News");
  const form = page.getByRole("dialog", { name: "Add News Article" });
  await form.getByRole("textbox", { name: "Title" }).fill(title);
  await form.getByRole("textbox", { name: "Content" }).fill("Half an article");
  await expect(form.getByText("Draft kept on this device")).toBeVisible();

  await page.reload();
  await topTab(page, "News").click();
  await page.getByRole("button", { name: "Add News" }).click();
  await expect(form.getByText(/Unsaved draft from/)).toBeVisible();
  await form.getByRole("button", { name: "Restore draft" }).click();
  await expect(form.getByRole("textbox", { name: "Title" })).toHaveValue(title);
  await expect(form.getByRole("textbox", { name: "Content" })).toHaveValue("Half an article");
  await form.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "Add News" }).click();
  await form.getByRole("button", { name: "Discard draft" }).click();
});

test("a signed-in admin's /admin asks who is signed in once", async ({ page }) => {
  const response = await page.request.post("/api/auth/login", { data: { username: "admin@example.com", password: "LoraAdmin!2024" } });
  expect(response.status()).toBe(200);
  const calls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/auth/user") calls.push(request.url());
  });
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 3 }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(calls).toHaveLength(1);
});

// A save pressed offline goes to the outbox: e2e/admin-outbox.spec.ts.

test("a conflicting edit can be edited further: the form keeps my version and saves it over the newer one", async ({ page }) => {
  const product = await createProductThroughApi(page, { price: "20.00" });
  await openAdminAsAdmin(page);
  const edit = await openEdit(page, product.name);
  await edit.getByLabel("Price").fill("21.00");
  const other = await page.request.put(`/api/admin/products/${product.id}`, {
    headers: { "Base-Version": product.updatedAt },
    data: { name: product.name, manufacturer: "E2E Devices", description: "A sensor made by a browser test", price: "22.00" },
  });
  expect(other.status()).toBe(200);

  await edit.getByRole("button", { name: "Update Product" }).click();
  const conflict = page.getByRole("alertdialog", { name: "This product was changed by someone else" });
  await conflict.getByRole("button", { name: "Edit my version" }).click();
  await expect(conflict).toBeHidden();
  await expect(edit.getByLabel("Price")).toHaveValue("21.00");
  await edit.getByLabel("Price").fill("21.50");
  await edit.getByRole("button", { name: "Update Product" }).press("Enter");
  await expect(page.getByText("Product updated successfully")).toBeVisible();
  expect((await productsNamed(page, product.name))[0]?.price).toBe("21.50");
});
