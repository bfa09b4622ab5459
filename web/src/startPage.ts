import { enhanceInstallButtons } from "~/app/installPrompt";
import { enhanceHeaderMenus } from "~/app/layout/headerMenus";
import { watchOfflineNotices } from "~/app/layout/offlineNotice";
import { rememberBrandFont } from "~/app/pageHead/firstLoad";
import { registerServiceWorker } from "~/app/registerServiceWorker";
import { enhanceLazyImages } from "~/lib/lazyImages";
import { startAdmin } from "~/features/admin/boot";
import { enhanceCopyButtons } from "~/features/brand/lib/copyButtons";
import { enhanceCompareControls } from "~/features/catalogue/lib/compareControls";
import { enhanceQuoteControls } from "~/features/quote/lib/quoteControls";
import { pageStartedAttribute } from "~/lib/earlyPress";
import { afterNextFrame, whenStaying } from "~/lib/pageLeaving";
import { nextTask, startIslands } from "~/islands/boot";

// What every page starts once it has painted (entry.client.tsx, decisions 023 and 049): no router, no
// whole-page hydration. It arms each island's trigger; React, Chakra and an island's code are
// fetched when one needs them. On the admin page it starts the admin app for a signed-in visitor.

// First, in the task that evaluates this module, what a press made before it may be waiting for: the
// menus, the quote and compare buttons, the brand page's copy buttons and the admin app. The frame
// that shows what an early press did comes right after this task, so what no press waits for (the
// images' fallbacks, the install buttons, the offline notice, remembering the brand font) runs after
// that frame (decision 100).
enhanceHeaderMenus(document);
enhanceQuoteControls(document);
enhanceCompareControls(document);

/**
 * The islands' code: React's DOM renderer first, the rest (Chakra, the islands' system) in a task of
 * its own. Evaluated together, they were one long task on a phone.
 */
const hydrateModule = () => import("react-dom/client").then(nextTask).then(() => import("~/islands/hydrateIslands"));

enhanceCopyButtons(document, (toast) => hydrateModule().then(({ showToast }) => showToast(toast)));
// From here the controls answer presses themselves; the loader stops marking them (decision 050).
document.documentElement.setAttribute(pageStartedAttribute, "");

startAdmin(document);

void afterNextFrame().then(() => {
  enhanceLazyImages(document);
  enhanceInstallButtons(document);
  watchOfflineNotices(document);
  rememberBrandFont();
});

// What downloads more (the islands' code, the catalogue, the service worker and its precache) starts
// after the next frame, so a press that waited behind this module is handled first, and waits while the
// page is being left: a link followed or a form sent before the islands hydrated (Enter in the
// marketplace's search) then has a slow phone's link to itself (decision 092).
void afterNextFrame().then(() => whenStaying(document)).then(() => {
  void startIslands((island, index) =>
    hydrateModule().then(
      ({ hydrateIsland }) => hydrateIsland(island, index),
      (error: unknown) => {
        // Offline before the service worker held the code: the island stays as prerendered.
        console.error("The islands' code could not be loaded", error);
        return false;
      },
    ),
  ).then(() => {
    // Browser tests wait for this before they interact (as on the app's pages).
    document.documentElement.dataset.hydrated = "true";
  });

  registerServiceWorker((reload) => void hydrateModule().then(({ showUpdatePrompt }) => showUpdatePrompt(reload)));
});
