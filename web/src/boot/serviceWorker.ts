import { nextTask } from "./leaving";

/**
 * Registers the service worker (production builds only) and calls `offerReload` when a new version
 * waits, with the function that switches to it and reloads.
 */
export function registerServiceWorker(offerReload: (reload: () => void) => void) {
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  void import("workbox-window").then(async ({ Workbox }) => {
    // The registration in a task of its own, not in the one that evaluated workbox-window: together
    // they were the longest task after the marketplace's first paint on a throttled phone.
    await nextTask();
    const wb = new Workbox("/sw.js");
    wb.addEventListener("waiting", () => {
      offerReload(() => {
        wb.addEventListener("controlling", () => window.location.reload());
        wb.messageSkipWaiting();
      });
    });
    // Without a service worker the site still works online; a refused registration is only logged.
    wb.register().catch((error: unknown) => console.warn("Service worker registration failed", error));
  });
}
