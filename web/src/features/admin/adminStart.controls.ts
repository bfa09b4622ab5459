import type { PageControl } from "~/boot/island";
import type { CurrentUser } from "@lorawan/contracts/auth";
import type { ProductSummary } from "@lorawan/contracts/product";
import { forgetLastUser, lastSignedInUser, rememberUser } from "./offline/lastUser";
import { adminProductListUrl } from "./products/api/listUrl";
import { adminAppAttribute } from "./shell/adminPage";

// How the admin page starts (decision 021). The page is prerendered with Loading and, hidden beside
// it, the login form as an island. This module (no React) asks who is signed in: signed in, the
// admin app (its own client code, fetched only for a visitor signed in now or last time on this
// device) takes over the page's admin area; otherwise the login form shows, and hydrates when used.

/** Who the admin app opens for; `offline` when that is the last admin signed in on this device. */
interface SignedIn {
  user: CurrentUser;
  offline: boolean;
}

/**
 * GET /api/auth/user: the signed-in user, or null without a session or when the server fails (the
 * login form then shows, as the app does when this call fails). When the call cannot be made at
 * all (offline), the last admin signed in on this device opens the app with the lists the device
 * kept (decision 031); the app checks the session again once the connection is back. The body of a
 * 401 is read too: Chromium counts a response nobody reads as never finished, so the page's network
 * would never go quiet.
 */
async function signedInUser(): Promise<SignedIn | null> {
  let response: Response;
  try {
    response = await fetch("/api/auth/user", { credentials: "same-origin" });
  } catch {
    const last = lastSignedInUser();
    return last ? { user: last, offline: true } : null;
  }
  try {
    if (response.ok) {
      const user = (await response.json()) as CurrentUser;
      rememberUser(user);
      return { user, offline: false };
    }
    await response.text();
  } catch {
    return null;
  }
  if (response.status === 401) forgetSignedOutDevice();
  return null;
}

/** The session is gone: the device forgets who was signed in and the lists it kept for them. */
function forgetSignedOutDevice() {
  if (!lastSignedInUser()) return;
  forgetLastUser();
  void import("./offline/deviceCache").then(
    ({ forgetAdminCaches }) => forgetAdminCaches(),
    () => {},
  );
}

/** The admin app's code; a failed fetch (offline before it was kept) is met where it is awaited. */
function loadAdminApp() {
  const app = import("./AdminApp");
  app.catch(() => {});
  return app;
}

/**
 * The product list the dashboard opens on, asked for while the session is checked (issue 31: the
 * list shows sooner). Read whatever the answer (see signedInUser); a failure is met where the app
 * takes it, which asks again.
 */
function startProductList(): Promise<ProductSummary[]> {
  const list = fetch(adminProductListUrl, { credentials: "same-origin" }).then(async (response) => {
    if (response.ok) return response.json() as Promise<ProductSummary[]>;
    await response.text();
    throw new Error(`${adminProductListUrl} answered ${response.status}`);
  });
  list.catch(() => {});
  return list;
}

function showLoginForm(page: ParentNode) {
  const loading = page.querySelector<HTMLElement>("[data-admin-loading]");
  const form = page.querySelector<HTMLElement>("[data-admin-login]");
  if (loading) loading.hidden = true;
  if (form) form.hidden = false;
}

/** On the admin page, starts the admin app or shows the login form; elsewhere does nothing. */
export function startAdmin(page: Document) {
  const container = page.querySelector<HTMLElement>(`[${adminAppAttribute}]`);
  if (!container) return;
  // An admin who signed in on this device is most likely still signed in: their app's code and
  // their product list are fetched while the session is checked, not after (issue 31: the list
  // shows sooner).
  const returning = lastSignedInUser() !== null;
  const adminApp = returning ? loadAdminApp() : null;
  const productList = returning ? startProductList() : undefined;
  void signedInUser().then(async (signedIn) => {
    if (!signedIn) {
      showLoginForm(page);
      return;
    }
    try {
      const { mountAdminApp } = await (adminApp ?? loadAdminApp());
      await mountAdminApp(container, signedIn.user, { offline: signedIn.offline, productList });
    } catch (error) {
      // Offline before the service worker held the admin's code: say so instead of Loading forever.
      console.error("The admin app could not be loaded", error);
      showLoginForm(page);
    }
  });
}

export default startAdmin satisfies PageControl;
