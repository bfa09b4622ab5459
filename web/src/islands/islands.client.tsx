import { createRoot } from "react-dom/client";
import { listenForInstallPrompt } from "~/app/installPrompt";
import { registerServiceWorker } from "~/app/registerServiceWorker";
import { Toaster } from "~/components/ui/toaster";
import { renderErrors } from "~/app/renderErrors";
import { hydrateIslands, IslandRoot } from "./hydrateIslands";

// The browser entry of the public pages (decision 010): no router, no whole-page
// hydration; the page's islands are hydrated on their own.

listenForInstallPrompt();

// Toasts (the brand page's copy buttons, the service worker's update prompt) need a place to show.
const toasts = document.createElement("div");
document.body.append(toasts);
createRoot(toasts, renderErrors).render(
  <IslandRoot>
    <Toaster />
  </IslandRoot>,
);

void hydrateIslands().then(() => {
  // Browser tests wait for this before they interact (as on the app's pages).
  document.documentElement.dataset.hydrated = "true";
});

registerServiceWorker();
