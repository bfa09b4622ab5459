// One Workbox configuration for the service worker (decision 021). vite-plugin-pwa builds a first
// one; after React Router has prerendered the pages, scripts/postbuild.mjs generates it again with
// this same configuration so the precache holds every prerendered page as well.
//
// An installed visitor gets the same HTML as a first visitor: prerendered pages from the precache
// (they change only with a deploy, which brings a new service worker), pages the function renders
// (the home page, the marketplace, product pages) from the network, with the last copy kept for
// offline use.

function cleanUrl(url) {
  if (url === "index.html") return "/";
  if (url.endsWith("/index.html")) return `/${url.slice(0, -"/index.html".length)}`;
  if (url.endsWith(".html")) return `/${url.slice(0, -".html".length)}`;
  return url;
}

/**
 * Offline, a page this device has not saved gets the site's own offline page (decision 054), as a
 * 503, never the browser's error. Workbox writes this function into the service worker as it is:
 * it uses only the worker's globals. The precache stores the page under its revision
 * (/offline?__WB_REVISION__=...), hence ignoreSearch.
 */
const offlinePageWhenUnsaved = {
  handlerDidError: async () => {
    const page = await caches.match("/offline", { ignoreSearch: true });
    return page && new Response(page.body, { status: 503, statusText: "Service Unavailable", headers: page.headers });
  },
};

/**
 * The marketplace works offline from the catalogue's entries (its island searches them in the
 * browser, issue 46): when the worker keeps the page, it keeps `/api/catalogue` too, unless a copy
 * is already kept (the page's own request after paint keeps it fresh through the "catalogue" rule
 * below). Written into the service worker as it is, like the plugin above.
 */
const catalogueWithTheMarketplace = {
  cacheDidUpdate: async ({ request }) => {
    if (new URL(request.url).pathname !== "/marketplace") return;
    const catalogue = await caches.open("catalogue");
    if (await catalogue.match("/api/catalogue")) return;
    const response = await fetch("/api/catalogue");
    if (response.ok) await catalogue.put("/api/catalogue", response);
  },
};

export const workboxConfig = {
  // The shell, pages, code and fonts install up front; marketing art and brand files are cached
  // when first shown (runtimeCaching below), so a phone's first visit stays light. The admin page
  // and its own code (about 120 KB before gzip) are precached too, so the installed admin opens
  // offline (issue 21, decision 031); its data never passes through here (/api/admin is not cached).
  globPatterns: ["**/*.{js,css,html,woff2,webmanifest}", "icons/favicon-*.png", "icons/icon-192.png"],
  globIgnores: ["sw.js", "workbox-*.js"],
  maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  cleanupOutdatedCaches: true,
  // Background Sync asks the open admin pages to send their outbox (issue 31, decision 068); the
  // start page, which the function renders, is kept in "pages" below as the worker installs (decision 101).
  importScripts: ["admin-outbox-sync.js", "keep-start-page.js"],
  clientsClaim: false,
  skipWaiting: false,
  // Pages are prerendered to <page>/index.html but Hosting (cleanUrls, trailingSlash: false) serves
  // them as /about and redirects the .html URLs: precache each page under the URL it is served at.
  manifestTransforms: [
    async (entries) => ({
      manifest: entries.map((entry) => ({ ...entry, url: cleanUrl(entry.url) })),
      warnings: [],
    }),
  ],
  ignoreURLParametersMatching: [/^utm_/, /^fbclid$/],
  // Only the public catalogue and images are cached at run time: /api/admin and /api/auth match no
  // rule, so they always go to the network (and their answers say private, no-store).
  runtimeCaching: [
    {
      // A comparison (/compare?ids=...) is kept per address: the last one kept for other devices
      // is not a page for these (issue 22).
      urlPattern: ({ request, url }) => request.mode === "navigate" && url.pathname === "/compare",
      handler: "NetworkFirst",
      options: {
        cacheName: "comparisons",
        networkTimeoutSeconds: 4,
        expiration: { maxEntries: 20, maxAgeSeconds: 7 * 24 * 3600 },
        cacheableResponse: { statuses: [200] },
        plugins: [offlinePageWhenUnsaved],
      },
    },
    {
      // Pages the function renders (not precached): fresh when online, the last copy offline. A
      // page that failed (a 404, a 503 while the database is down) is not kept. Offline, a search
      // never made gets the last marketplace page kept, whatever its query: its catalogue's island
      // then hydrates at once and shows that search from the catalogue kept below.
      // An admin's preview (?preview) is never kept: it may show a draft, and this rule's offline
      // copy is matched without the query, so it could stand in for the public page.
      urlPattern: ({ request, url }) => request.mode === "navigate" && !url.pathname.startsWith("/api/") && !url.searchParams.has("preview"),
      handler: "NetworkFirst",
      options: {
        cacheName: "pages",
        networkTimeoutSeconds: 4,
        matchOptions: { ignoreSearch: true },
        expiration: { maxEntries: 100, maxAgeSeconds: 7 * 24 * 3600 },
        cacheableResponse: { statuses: [200] },
        plugins: [catalogueWithTheMarketplace, offlinePageWhenUnsaved],
      },
    },
    {
      // The public catalogue and its entries (the marketplace's search): fresh when online, the last copy offline.
      urlPattern: ({ url }) => url.pathname === "/api/products" || url.pathname === "/api/catalogue" || url.pathname.startsWith("/api/products/"),
      handler: "NetworkFirst",
      options: {
        cacheName: "catalogue",
        networkTimeoutSeconds: 4,
        expiration: { maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600 },
        cacheableResponse: { statuses: [0, 200] },
      },
    },
    {
      urlPattern: ({ url }) => url.pathname.startsWith("/images/") || url.pathname.startsWith("/brand/"),
      handler: "CacheFirst",
      options: {
        cacheName: "site-art",
        expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 },
        cacheableResponse: { statuses: [0, 200] },
      },
    },
    {
      urlPattern: ({ url }) => url.pathname.startsWith("/api/images/"),
      handler: "CacheFirst",
      options: {
        cacheName: "images",
        expiration: { maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600 },
        cacheableResponse: { statuses: [0, 200] },
      },
    },
  ],
};
