import { showUpdatePrompt } from "./updatePrompt";

/** Registers the service worker (production builds only) and offers reloads when a new version waits. */
export function registerServiceWorker() {
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  void import("workbox-window").then(({ Workbox }) => {
    const wb = new Workbox("/sw.js");
    wb.addEventListener("waiting", () => {
      showUpdatePrompt(() => {
        wb.addEventListener("controlling", () => window.location.reload());
        wb.messageSkipWaiting();
      });
    });
    // Without a service worker the site still works online; a refused registration is only logged.
    wb.register().catch((error: unknown) => console.warn("Service worker registration failed", error));
  });
}
