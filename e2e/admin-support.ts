import { expect, type Page } from "@playwright/test";
import { getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";

/** The account the seed creates (scripts/seed). */
export const adminAccount = { username: "admin@example.com", password: "LoraAdmin!2024" };

/** A name no other test (or earlier run) uses, so tests tolerate each other's data. */
export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Signs in through the API (the page shares the cookie jar), then opens /admin. */
export async function openAdminAsAdmin(page: Page) {
  const response = await page.request.post("/api/auth/login", { data: adminAccount });
  expect(response.status()).toBe(200);
  await page.goto("/admin");
  // The first call may meet a cold function on the shared machine.
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible({ timeout: 30_000 });
}

/** Opens the admin as an installed admin has it: signed in, the page under its service worker's control. */
export async function openInstalledAdmin(page: Page) {
  await openAdminAsAdmin(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** The sub-tab of the Products tab (its own tab list, separate from the top-level tabs). */
export const catalogueTab = (page: Page, name: "Products" | "Categories" | "Media") =>
  page.getByRole("tablist", { name: "Catalogue sections" }).getByRole("tab", { name });

export const topTab = (page: Page, name: "Products" | "News" | "Trash" | "Data Sync" | "Leads" | "Activity") =>
  page.getByRole("tablist", { name: "Admin sections" }).getByRole("tab", { name });

/**
 * Records, in the page, each of `texts` that a dialog shows, however briefly: checked on every DOM
 * change. Spec 4's upload success lasts about a second before the file is handed back, which an
 * assertion polling from the test can miss on a busy machine. Start it before the action; then
 * `await expect.poll(watch.seen).toEqual(texts)`.
 */
export async function watchDialogsFor(page: Page, texts: string[]) {
  const seen = await page.evaluateHandle((wanted) => {
    const found = new Set<string>();
    const look = () => {
      for (const dialog of Array.from(document.querySelectorAll('[role="dialog"]')))
        for (const text of wanted) if (dialog.textContent?.includes(text)) found.add(text);
      if (found.size === wanted.length) observer.disconnect();
    };
    const observer = new MutationObserver(look);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    look();
    return found;
  }, texts);
  return { seen: () => seen.evaluate((found, wanted) => wanted.filter((text) => found.has(text)), texts) };
}

/** A valid 1 x 1 PNG: the server checks uploads by their bytes. */
const tinyPng = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

export const pngFile = (name: string) => ({ name: `${name.replace(/\W+/g, "-")}.png`, mimeType: "image/png", buffer: tinyPng });

/**
 * A fresh account in the Auth emulator (scripts/test.ts sets FIREBASE_AUTH_EMULATOR_HOST and
 * GCLOUD_PROJECT for the e2e process). Tests that log out use their own account: logging out
 * revokes every session of the account, which would sign out tests running in parallel.
 */
export async function createAccount(role: "user" | "admin") {
  const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT });
  const username = `${unique(role).replace(" ", "-")}@example.com`;
  const password = "E2E-Account-2024";
  const user = await getAuth(app).createUser({ email: username, password });
  if (role === "admin") await getAuth(app).setCustomUserClaims(user.uid, { role: "admin" });
  return { username, password };
}

/**
 * What the admin keeps on the device (IndexedDB: by default its lists, in "lorawan-admin", store
 * "query-cache"; the whole products are in "lorawan-admin-records", store "products"), as [key, value]
 * pairs. A look that cannot finish (an aborted, blocked or never-settled request) answers "nothing
 * yet", so a poll asks again instead of its promise being dropped unanswered.
 */
export function keptOnDevice(page: Page, { database = "lorawan-admin", storeName = "query-cache" } = {}) {
  return page.evaluate(
    ({ database, storeName }) =>
      new Promise<[string, unknown][]>((resolve) => {
        setTimeout(() => resolve([]), 2000);
        const open = indexedDB.open(database);
        // Not there yet: made by this look, it would lack the app's store, and the app could not make it.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onblocked = () => resolve([]);
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(storeName)) {
            db.close();
            return resolve([]);
          }
          const transaction = db.transaction(storeName);
          transaction.oncomplete = () => db.close();
          transaction.onabort = () => resolve([]);
          const store = transaction.objectStore(storeName);
          const keys = store.getAllKeys();
          const values = store.getAll();
          values.onsuccess = () => resolve(keys.result.map((key, i) => [String(key), values.result[i]]));
        };
      }),
    { database, storeName },
  );
}
