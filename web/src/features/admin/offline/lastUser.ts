import type { CurrentUser } from "@lorawan/contracts/auth";

// The last admin signed in on this device (issue 21, decision 031): offline, the admin page cannot
// ask who is signed in, so the app opens for this user with what the device kept; the session is
// checked again as soon as the connection is back. Forgotten on sign-out and when the server says
// the session is gone. No zod here: the admin page's boot (which every page's entry imports) reads it.

const key = "admin.lastSignedIn";

export function rememberUser(user: CurrentUser) {
  try {
    if (user.role === "admin") window.localStorage.setItem(key, JSON.stringify(user));
    else window.localStorage.removeItem(key);
  } catch {
    // Storage disabled: the admin cannot open offline, and nothing else changes.
  }
}

export function lastSignedInUser(): CurrentUser | null {
  try {
    const user = JSON.parse(window.localStorage.getItem(key) ?? "null") as Partial<CurrentUser> | null;
    return user && typeof user.id === "string" && typeof user.username === "string" && user.role === "admin"
      ? { id: user.id, username: user.username, role: user.role }
      : null;
  } catch {
    return null;
  }
}

export function forgetLastUser() {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // See rememberUser.
  }
}
