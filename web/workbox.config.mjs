// One Workbox configuration for the service worker. vite-plugin-pwa builds a first one; after
// React Router has prerendered the pages, scripts/postbuild.mjs generates it again with this same
// configuration so the precache holds every prerendered page as well.
export const workboxConfig = {
  globPatterns: ["**/*.{js,css,html,woff2,svg,png,webp,jpg,ico,webmanifest}"],
  globIgnores: ["**/admin/**", "**/assets/Admin*", "sw.js", "workbox-*.js"],
  maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  cleanupOutdatedCaches: true,
  clientsClaim: false,
  skipWaiting: false,
  navigateFallback: "/__spa-fallback.html",
  navigateFallbackDenylist: [/^\/api\//],
  directoryIndex: "index.html",
  // Pages are prerendered to about/index.html but visited as /about (Hosting's cleanUrls and
  // trailingSlash: false): precache them under the URL the browser navigates to.
  manifestTransforms: [
    async (entries) => ({
      manifest: entries.map((entry) => ({ ...entry, url: entry.url.replace(/^(.+)\/index\.html$/, "$1") })),
      warnings: [],
    }),
  ],
  ignoreURLParametersMatching: [/^utm_/, /^fbclid$/],
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
