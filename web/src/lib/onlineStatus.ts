/**
 * Whether the site can reach the network. navigator.onLine and its online/offline events are the
 * main signal; a page served by the service worker from its cache can also start with
 * navigator.onLine still true (captive Wi-Fi, or a reload in a browser's offline mode), so such a
 * page checks once with a tiny request (checkConnection).
 */
let online = typeof navigator === "undefined" ? true : navigator.onLine;
const listeners = new Set<() => void>();

function setOnline(next: boolean) {
  if (next === online) return;
  online = next;
  listeners.forEach((listener) => listener());
}

/** Calls `listener` whenever the state changes; returns the unsubscribe function. */
export function subscribeToOnlineStatus(listener: () => void) {
  if (listeners.size === 0) {
    window.addEventListener("online", syncWithNavigator);
    window.addEventListener("offline", syncWithNavigator);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener("online", syncWithNavigator);
      window.removeEventListener("offline", syncWithNavigator);
    }
  };
}

function syncWithNavigator() {
  setOnline(navigator.onLine);
}

/** The current state, for event handlers (a submit) that must not act on a stale render. */
export function isOnline(): boolean {
  return online && navigator.onLine;
}

/** While a probe says offline but the browser does not know it, how often to look again. */
const recheckMs = 5000;

/**
 * A HEAD request for a small static file: the service worker only answers GETs, so this one goes to
 * the network, and only a network failure (no answer at all) counts as offline. While offline that
 * way, it looks again every few seconds, since no online event will come.
 */
export async function checkConnection(probeUrl = "/favicon.svg"): Promise<void> {
  if (!navigator.onLine) return setOnline(false);
  try {
    await fetch(probeUrl, { method: "HEAD", cache: "no-store" });
    setOnline(true);
  } catch {
    setOnline(false);
    window.setTimeout(() => void checkConnection(probeUrl), recheckMs);
  }
}
