import { setBootState } from "./attributes";
import { loadBrandFontForLaterPages } from "./font";
import type { PageControlContext } from "./island";
import { startIslands } from "./islands";
import { afterNextFrame, nextTask, whenStaying } from "./leaving";
import { pageControls } from "./registry";
import { registerServiceWorker } from "./serviceWorker";

// What every page runs once it has painted: the inline loader (loader.inline.js) imports the entry
// (entry.client.tsx), which calls this. No router and no whole-page hydration; docs/pages.md has the
// sequence as a table.

/**
 * The boot's React half (hydrate.tsx): React's DOM renderer first, the rest (Chakra, the islands'
 * system) in a task of its own. Evaluated together, they were one long task on a phone.
 */
const reactHalf = () => import("react-dom/client").then(nextTask).then(() => import("./hydrate"));

const controlContext: PageControlContext = {
  showToast: (toast) => reactHalf().then(({ showToast }) => showToast(toast)),
};

export function startPage(page: Document = document) {
  // 1. The page controls, in the task that evaluates the entry: a press made before it (marked
  //    `pressed` by the loader) is answered in the frame that follows. From here the controls answer
  //    presses themselves, and the loader stops marking them.
  for (const start of pageControls) start(page, controlContext);
  setBootState(page.documentElement, "started", true);

  // 2. What downloads more (the islands' code and data, the service worker and its precache, Inter
  //    for later pages) after the next frame, so a press that waited behind step 1 is handled first,
  //    and only while the page stays: a link followed or a form sent before the islands hydrated
  //    then has a slow phone's link to itself.
  void afterNextFrame()
    .then(() => whenStaying(page))
    .then(() => {
      void startIslands(
        (island, options, index) =>
          reactHalf().then(
            ({ hydrateIsland }) => hydrateIsland(island, options, index),
            (error: unknown) => {
              // Offline before the service worker held the code: the island stays as the server wrote it.
              console.error("The islands' code could not be loaded", error);
              return false;
            },
          ),
        page,
      ).then(() => setBootState(page.documentElement, "hydrated", true));
      registerServiceWorker((reload) => void reactHalf().then(({ showUpdatePrompt }) => showUpdatePrompt(reload)));
      void loadBrandFontForLaterPages(page);
    });
}
