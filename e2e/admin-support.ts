import { expect, type Page } from "@playwright/test";

/** The account the seed creates (scripts/seed). */
export const adminAccount = { username: "admin@example.com", password: "LoraAdmin!2024" };

/** A name no other test (or earlier run) uses, so tests tolerate each other's data. */
export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Signs in through the API (the page shares the cookie jar), then opens /admin. */
export async function openAdminAsAdmin(page: Page) {
  const response = await page.request.post("/api/auth/login", { data: adminAccount });
  expect(response.status()).toBe(200);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
}

/** The sub-tab of the Products tab (its own tab list, separate from the top-level tabs). */
export const catalogueTab = (page: Page, name: "Products" | "Categories" | "Media") => page.getByRole("tablist", { name: "Catalogue sections" }).getByRole("tab", { name });

export const topTab = (page: Page, name: "Products" | "News" | "Data Sync" | "Leads") => page.getByRole("tablist", { name: "Admin sections" }).getByRole("tab", { name });
