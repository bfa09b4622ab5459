import { expect, test } from "@playwright/test";
import { openAdminAsAdmin } from "./admin-support";

// Issue 31: an admin who signed in on this device last time gets their product list sooner: the
// admin page asks for it while it checks the session, once, instead of after.

const listPath = "/api/admin/products?view=summary";

test("a returning admin's product list is asked for with the session check, once; signed out, the login form shows", async ({ page, context }) => {
  await openAdminAsAdmin(page);

  // The session check held for a second: the list is asked for meanwhile, not after it.
  let sessionAnsweredAt = 0;
  await page.route("/api/auth/user", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
    sessionAnsweredAt = Date.now();
  });
  const listAskedAt: number[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(listPath)) listAskedAt.push(Date.now());
  });
  await page.reload();
  await expect(page.getByText(/^\d+ of \d+ products$/)).toBeVisible();
  expect(sessionAnsweredAt).toBeGreaterThan(0);
  expect(listAskedAt).toHaveLength(1);
  expect(listAskedAt[0]).toBeLessThan(sessionAnsweredAt);

  // The session gone: the early list is refused like the check, and the login form shows.
  await context.clearCookies();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.reload();
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  expect(errors).toEqual([]);
});
