import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { adminAccount, openAdminAsAdmin, topTab, unique } from "./admin-support";

// Issue 49: every write keeps a revision; the edit dialog's History shows them newest first, each
// with who, when and each field's old and new value; Restore goes back to before a revision as a
// new, versioned write (a conflict is a conflict), and works offline through the outbox.

type Product = { id: number; name: string; price: string | null; updatedAt: string };

/** A session of its own for the API (a browser context's offline switch does not touch it). */
async function signedInApi(request: APIRequestContext) {
  expect((await request.post("/api/auth/login", { data: adminAccount })).status()).toBe(200);
  return request;
}

async function createProduct(api: APIRequestContext, price: string): Promise<Product> {
  const response = await api.post("/api/admin/products", {
    data: { name: unique("History Probe"), manufacturer: "E2E Devices", description: "A sensor whose history is read", price },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Product;
}

const storedProduct = async (api: APIRequestContext, id: number) => (await (await api.get(`/api/admin/products/${id}`)).json()) as Product;

async function openEdit(page: Page, name: string) {
  await page.getByLabel("Search products").fill(name);
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Product" });
  await expect(dialog.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name);
  return dialog;
}

async function savePrice(page: Page, name: string, price: string) {
  const edit = await openEdit(page, name);
  await edit.getByLabel("Price").fill(price);
  await edit.getByRole("button", { name: "Update Product" }).click();
  await expect(edit).toBeHidden();
}

/** The History view of an open edit dialog: its revisions, newest first. */
async function openHistory(dialog: Locator) {
  await dialog.getByRole("tab", { name: "History" }).click();
  const list = dialog.getByRole("list", { name: /^History of / });
  await expect(list).toBeVisible();
  return list.locator(":scope > li");
}

/** A revision's change of one field: its label, then the old and the new value. */
const change = (revision: Locator, label: string) => revision.getByRole("list", { name: "Changes" }).getByRole("listitem").filter({ has: revision.page().getByText(label, { exact: true }) });

test("two price edits are in History with old and new values and who made them; restoring the first brings the price back as a third revision", async ({ page, request }) => {
  const api = await signedInApi(request);
  const product = await createProduct(api, "49.00");
  await openAdminAsAdmin(page);
  await savePrice(page, product.name, "59.00");
  await savePrice(page, product.name, "69.00");

  const dialog = await openEdit(page, product.name);
  const revisions = await openHistory(dialog);
  // Newest first: the two saves, then the create.
  await expect(revisions).toHaveCount(3);
  const [second, first] = [revisions.nth(0), revisions.nth(1)];
  for (const revision of [second, first]) {
    await expect(revision).toContainText("Saved");
    // The seeded admin has no display name: the email is who they are.
    await expect(revision).toContainText(`by ${adminAccount.username}`);
  }
  await expect(change(second, "Price").getByRole("deletion")).toHaveText("Before: 59.00");
  await expect(change(second, "Price").getByRole("insertion")).toHaveText("After: 69.00");
  await expect(change(first, "Price").getByRole("deletion")).toHaveText("Before: 49.00");
  await expect(change(first, "Price").getByRole("insertion")).toHaveText("After: 59.00");
  await expect(revisions.nth(2)).toContainText("Created");

  await first.getByRole("button", { name: /^Restore to before this change/ }).click();
  const confirm = page.getByRole("alertdialog", { name: "Restore this version?" });
  await expect(confirm).toContainText(`"${product.name}" goes back to how it was before the change of`);
  await confirm.getByRole("button", { name: "Restore", exact: true }).click();
  await expect(page.getByText(`"${product.name}" restored to how it was before the change of`)).toBeVisible();
  await expect(confirm).toBeHidden();

  // The history gains the restore at once, and the form shows the price restored.
  await expect(revisions).toHaveCount(4);
  await expect(revisions.nth(0)).toContainText("Restored an earlier version");
  await expect(revisions.nth(0)).toContainText(`by ${adminAccount.username}`);
  await expect(change(revisions.nth(0), "Price").getByRole("insertion")).toHaveText("After: 49.00");
  await dialog.getByRole("tab", { name: "Details" }).click();
  await expect(dialog.getByLabel("Price")).toHaveValue("49.00");
  expect((await storedProduct(api, product.id)).price).toBe("49.00");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  // The list's row shows it too.
  await expect(page.getByRole("listitem").filter({ hasText: product.name }).getByText("$49.00").first()).toBeVisible();
});

test("a restore against a product changed meanwhile is a conflict: both versions are shown and nothing is overwritten", async ({ page, request }) => {
  const api = await signedInApi(request);
  const product = await createProduct(api, "10.00");
  await openAdminAsAdmin(page);
  await savePrice(page, product.name, "20.00");
  const dialog = await openEdit(page, product.name);
  const revisions = await openHistory(dialog);
  await expect(revisions).toHaveCount(2);

  // Someone else saves the product while this History is open.
  const read = await storedProduct(api, product.id);
  const theirs = await api.put(`/api/admin/products/${product.id}`, {
    data: { name: product.name, manufacturer: "E2E Devices", description: "A sensor whose history is read", price: "30.00" },
    headers: { "Base-Version": read.updatedAt },
  });
  expect(theirs.status()).toBe(200);

  await revisions.nth(0).getByRole("button", { name: /^Restore to before this change/ }).click();
  await page.getByRole("alertdialog", { name: "Restore this version?" }).getByRole("button", { name: "Restore", exact: true }).click();
  const compare = page.getByRole("alertdialog", { name: "This product was changed by someone else" });
  await expect(compare).toBeVisible();
  await expect(compare.getByRole("row", { name: /Price/ })).toContainText("30.00");
  expect((await storedProduct(api, product.id)).price).toBe("30.00");

  // Keep theirs: nothing is restored; the form shows the stored price.
  await compare.getByRole("button", { name: "Keep saved version" }).click();
  await expect(compare).toBeHidden();
  await dialog.getByRole("tab", { name: "Details" }).click();
  await expect(dialog.getByLabel("Price")).toHaveValue("30.00");
  expect((await storedProduct(api, product.id)).price).toBe("30.00");
});

test("an edit made offline and sent later is in History and Activity with the time it was sent; a restore made offline waits in the outbox too", async ({ page, context, request }) => {
  const api = await signedInApi(request);
  const product = await createProduct(api, "5.00");
  await openAdminAsAdmin(page);
  // A product's form reads the whole product: one opened online can be edited offline.
  await (await openEdit(page, product.name)).getByRole("button", { name: "Cancel" }).click();

  await context.setOffline(true);
  await savePrice(page, product.name, "6.00");
  await expect(page.getByRole("button", { name: /^Unsent changes/ })).toContainText("1");
  // Some time passes before the connection is back: the revision is dated when it is sent.
  await page.waitForTimeout(2000);
  const reconnected = Date.now();
  await context.setOffline(false);
  await expect(page.getByText("1 change saved offline was sent.")).toBeVisible();

  const dialog = await openEdit(page, product.name);
  const revisions = await openHistory(dialog);
  await expect(revisions).toHaveCount(2);
  await expect(change(revisions.nth(0), "Price").getByRole("insertion")).toHaveText("After: 6.00");
  const sentAt = Date.parse((await revisions.nth(0).locator("time").getAttribute("datetime")) ?? "");
  expect(sentAt).toBeGreaterThanOrEqual(reconnected - 1000);

  // Offline, Restore is queued like a save, shown at once, and sent on reconnect as a restore.
  await context.setOffline(true);
  await revisions.nth(0).getByRole("button", { name: /^Restore to before this change/ }).click();
  await page.getByRole("alertdialog", { name: "Restore this version?" }).getByRole("button", { name: "Restore", exact: true }).click();
  await expect(page.getByText(`You are offline: the restore of the product "${product.name}" will be sent when the connection is back (1 unsent change).`)).toBeVisible();
  await dialog.getByRole("tab", { name: "Details" }).click();
  await expect(dialog.getByLabel("Price")).toHaveValue("5.00");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await context.setOffline(false);
  await expect.poll(async () => (await storedProduct(api, product.id)).price).toBe("5.00");
  const history = (await (await api.get(`/api/admin/products/${product.id}/revisions`)).json()) as { revisions: { action: string }[] };
  expect(history.revisions.map((r) => r.action)).toEqual(["restore", "save", "create"]);

  // The Activity tab lists the save that was sent, with the time it was sent.
  await topTab(page, "Activity").click();
  const row = page.getByRole("table").getByRole("row").filter({ hasText: product.name }).filter({ hasText: "Saved" });
  await expect(row).toHaveCount(1);
  const loggedAt = Date.parse((await row.locator("time").getAttribute("datetime")) ?? "");
  expect(loggedAt).toBe(sentAt);
});

test("a restore saved offline that meets a newer version is not sent: the admin compares it in Unsent changes, and Keep my version restores over theirs", async ({ page, context, request }) => {
  const api = await signedInApi(request);
  const product = await createProduct(api, "1.00");
  await openAdminAsAdmin(page);
  await savePrice(page, product.name, "2.00");
  const dialog = await openEdit(page, product.name);
  const revisions = await openHistory(dialog);
  await expect(revisions).toHaveCount(2);

  await context.setOffline(true);
  await revisions.nth(0).getByRole("button", { name: /^Restore to before this change/ }).click();
  await page.getByRole("alertdialog", { name: "Restore this version?" }).getByRole("button", { name: "Restore", exact: true }).click();
  await dialog.getByRole("tab", { name: "Details" }).click();
  await expect(dialog.getByLabel("Price")).toHaveValue("1.00");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  // Someone else saves the product meanwhile.
  const read = await storedProduct(api, product.id);
  const theirs = await api.put(`/api/admin/products/${product.id}`, {
    data: { name: product.name, manufacturer: "E2E Devices", description: "A sensor whose history is read", price: "3.00" },
    headers: { "Base-Version": read.updatedAt },
  });
  expect(theirs.status()).toBe(200);

  await context.setOffline(false);
  await expect(page.getByText(`"${product.name}" was changed by someone else before your change saved offline arrived, so it was not sent.`, { exact: false })).toBeVisible();
  expect((await storedProduct(api, product.id)).price).toBe("3.00");
  const outbox = page.getByRole("button", { name: /^Unsent changes/ });
  await outbox.click();
  const entry = page.getByRole("list", { name: "Unsent changes" }).getByRole("listitem", { name: `Restore an earlier version of product "${product.name}"` });
  await expect(entry).toContainText("Changed by someone else: not sent");
  await entry.getByRole("button", { name: "Compare versions" }).click();
  const compare = page.getByRole("alertdialog", { name: "This product was changed by someone else" });
  const priceRow = compare.getByRole("row", { name: /^Price/ });
  await expect(priceRow).toContainText("1.00");
  await expect(priceRow).toContainText("3.00");
  // Keep mine: the restore is sent again, based on their version, and undoes theirs too.
  await compare.getByRole("button", { name: "Keep my version" }).click();
  await expect(page.getByText("1 change saved offline was sent.")).toBeVisible();
  expect((await storedProduct(api, product.id)).price).toBe("1.00");
  const history = (await (await api.get(`/api/admin/products/${product.id}/revisions`)).json()) as { revisions: { action: string }[] };
  expect(history.revisions[0]?.action).toBe("restore");
});
