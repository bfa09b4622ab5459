// The home page is the installed app's start page (the manifest's start_url), and the function
// renders it (decision 101), so it is not in the precache. When a service worker installs, it keeps
// the page as the network gives it now in the "pages" cache, where workbox.config.mjs's rule for
// the pages the function renders finds it offline: the start page opens offline after a first visit
// to any page, as it did when it was precached. Imported by the service worker (importScripts).
self.addEventListener("install", (event) => {
  event.waitUntil(keepStartPage());
});

async function keepStartPage() {
  try {
    const response = await fetch("/");
    if (response.status === 200) await (await caches.open("pages")).put("/", response);
  } catch {
    // Offline while installing: the page is kept when it is next opened online.
  }
}
