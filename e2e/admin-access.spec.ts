import { expect, test } from "@playwright/test";
import { adminAccount, createAccount, unique } from "./admin-support";

test.describe("admin access", () => {
  test("the prerendered /admin shell only says Loading", async ({ request }) => {
    const html = await (await request.get("/admin")).text();
    expect(html).toContain("Loading...");
    expect(html).not.toContain("Admin Dashboard");
    expect(html).not.toContain(adminAccount.username);
  });

  test("a wrong password shows the login failure", async ({ page }) => {
    await page.goto("/admin");
    await page.getByLabel("Username").fill(`${unique("nobody").replace(" ", "-")}@example.com`);
    await page.getByLabel("Password").fill("wrong password");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("alert")).toHaveText("Login failed. Please try again.");
  });

  test("a signed-in user without the admin role is denied", async ({ page }) => {
    const { username: email, password } = await createAccount("user");

    await page.goto("/admin");
    await page.getByLabel("Username").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(page.getByText("You need admin privileges to access this page.")).toBeVisible();
  });

  test("an admin signs in, sees the tabs, and logs out", async ({ page }) => {
    const account = await createAccount("admin");
    await page.goto("/admin");
    await page.getByLabel("Username").fill(account.username);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Login" }).click();
    const tabs = page.getByRole("tablist", { name: "Admin sections" });
    for (const name of ["Products", "News", "Data Sync"]) await expect(tabs.getByRole("tab", { name })).toBeVisible();

    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  });
});
