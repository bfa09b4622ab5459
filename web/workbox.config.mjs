// One Workbox configuration for the service worker. vite-plugin-pwa builds a first one; after
// React Router has prerendered the pages, scripts/postbuild.mjs generates it again with this same
// configuration so the precache holds every prerendered page as well.
/**
 * The prerendered marketplace, without results: the function renders /marketplace with them
 * (decision 013), so postbuild.mjs moves this copy out of Hosting's way.
 */
export const prerenderedMarketplace = "__marketplace.html";

function cleanUrl(url) {
  if (url === "index.html") return "/";
  // Installed, the marketplace opens from the precache like every page (its island reads the
  // catalogue, from the service worker's copy when offline); the rendered page is for first visits.
  if (url === prerenderedMarketplace) return "/marketplace";
  if (url.endsWith("/index.html")) return `/${url.slice(0, -"/index.html".length)}`;
  if (url.endsWith(".html")) return `/${url.slice(0, -".html".length)}`;
  return url;
}

export const workboxConfig = {
  // The shell, pages, code and fonts install up front; marketing art and brand files are cached
  // when first shown (runtimeCaching below), so a phone's first visit stays light.
  globPatterns: ["**/*.{js,css,html,woff2,webmanifest}", "favicon.svg", "icons/icon-192.png"],
  globIgnores: ["**/admin/**", "**/assets/Admin*", "sw.js", "workbox-*.js", "404.html"],
  maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  cleanupOutdatedCaches: true,
  clientsClaim: false,
  skipWaiting: false,
  navigateFallback: "/__spa-fallback",
  // The API and the crawler files (sitemap from the function, robots.txt) never get the app shell.
  navigateFallbackDenylist: [/^\/api\//, /^\/(sitemap\.xml|robots\.txt)$/],
  // Pages are prerendered to about/index.html but Hosting (cleanUrls, trailingSlash: false) serves
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
      // The public catalogue: fresh when online, the last copy offline.
      urlPattern: ({ url }) => url.pathname === "/api/products" || url.pathname.startsWith("/api/products/"),
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
