import { expect, test } from "@playwright/test";
import { adminAccount, createAccount, unique } from "./admin-support";

test.describe("admin access", () => {
  test("the prerendered /admin shell says Loading, with the login form hidden beside it", async ({ request, browser }) => {
    const html = await (await request.get("/admin")).text();
    expect(html).toContain("Loading...");
    expect(html).not.toContain("Admin Dashboard");
    expect(html).not.toContain("Access Denied");
    // The login form's placeholder happens to be the seed admin's address; no user's data is there.
    expect(html.replace('placeholder="admin@example.com"', "")).not.toContain(adminAccount.username);

    const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
    const page = await withoutScripts.newPage();
    await page.goto("/admin");
    await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toBeVisible();
    await expect(page.getByRole("button", { name: "Login" })).toBeHidden();
    await withoutScripts.close();
  });

  test("a wrong password shows the login failure and keeps what was typed", async ({ page }) => {
    const username = `${unique("nobody").replace(" ", "-")}@example.com`;
    await page.goto("/admin");
    await page.getByLabel("Username").fill(username);
    // The island has taken the form over (sent before, it is the browser's: the test below).
    await page.locator('[data-island="LoginForm"][data-boot~=hydrated]').waitFor({ state: "attached" });
    await page.getByLabel("Password").fill("wrong password");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("alert")).toHaveText("Login failed. Please try again.");
    await expect(page.getByLabel("Username")).toHaveValue(username);
    await expect(page.getByLabel("Password")).toHaveValue("wrong password");
  });

  // Decision 012: to a visitor without a session the login form is an island of a page without the
  // app; it hydrates when first used. Sent before that, the browser sends it to /sign-in (decisions
  // 085, 086): nothing typed is lost and nothing waits for the islands' code.
  test("an admin who types and presses Enter before the login form has hydrated is signed in", async ({ page }) => {
    const account = await createAccount("admin");
    // The islands' React code never comes.
    await page.route(/\/assets\/hydrate-[\w-]+\.js$/, (route) => route.abort());
    await page.goto("/admin");
    await page.getByLabel("Username").fill(account.username);
    await page.getByLabel("Password").fill(account.password);
    const sent = page.waitForRequest((request) => request.method() === "POST" && new URL(request.url()).pathname === "/sign-in");
    await page.getByLabel("Password").press("Enter");
    expect((await sent).isNavigationRequest()).toBe(true);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible({ timeout: 30_000 });
  });

  test("when the current user cannot be fetched, the login form shows, as in the app", async ({ page }) => {
    await page.route("**/api/auth/user", (route) => route.fulfill({ status: 503, body: "Service Unavailable" }));
    await page.goto("/admin");
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
    await expect(page.getByText("Loading...")).toBeHidden();
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
    // Signing in starts the whole admin app, whose first calls may meet cold function workers.
    await expect(tabs).toBeVisible({ timeout: 30_000 });
    for (const name of ["Products", "News", "Data Sync"]) await expect(tabs.getByRole("tab", { name })).toBeVisible();

    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  });
});

test.describe("the sign-in form without JavaScript (decision 085)", () => {
  test.use({ javaScriptEnabled: false });

  test("is sent by the browser: a wrong password says so, the right one signs in and goes on to /admin", async ({ page, context }) => {
    const account = await createAccount("admin");
    await page.goto("/sign-in");
    await page.getByLabel("Username").fill(account.username);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("alert")).toHaveText("Login failed. Please try again.");
    expect((await context.cookies()).some((cookie) => cookie.name === "__session")).toBe(false);
    // The username as typed, the password not sent back.
    await expect(page.getByLabel("Username")).toHaveValue(account.username);
    await expect(page.getByLabel("Password")).toHaveValue("");

    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    expect((await context.cookies()).some((cookie) => cookie.name === "__session")).toBe(true);
  });
});
