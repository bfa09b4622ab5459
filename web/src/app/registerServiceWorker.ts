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
    void wb.register();
  });
}
