import type { CurrentUser } from "@lorawan/contracts/auth";

// How the admin page starts (decision 021). The page is prerendered with Loading and, hidden beside
// it, the login form as an island. This module (no React) asks who is signed in: signed in, the
// admin app (its own client code, fetched only now) takes over the page's admin area; otherwise the
// login form shows, and hydrates when used.

/** The element the admin app renders into: AdminArea's outer box (`data-admin-app`). */
export const adminAppAttribute = "data-admin-app";

/**
 * GET /api/auth/user: the signed-in user, or null without a session or when the call fails (the
 * login form then shows, as the app does when this call fails). The body of a 401 is read too:
 * Chromium counts a response nobody reads as never finished, so the page's network would never go quiet.
 */
async function signedInUser(): Promise<CurrentUser | null> {
  try {
    const response = await fetch("/api/auth/user", { credentials: "same-origin" });
    if (response.ok) return (await response.json()) as CurrentUser;
    await response.text();
    return null;
  } catch {
    return null;
  }
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
  void signedInUser().then(async (user) => {
    if (!user) {
      showLoginForm(page);
      return;
    }
    try {
      const { mountAdminApp } = await import("./AdminApp");
      mountAdminApp(container, user);
    } catch (error) {
      // Offline before the service worker held the admin's code: say so instead of Loading forever.
      console.error("The admin app could not be loaded", error);
      showLoginForm(page);
    }
  });
}
