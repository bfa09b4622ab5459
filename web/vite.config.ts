import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { brand } from "./src/config/brand";
import { robotsTxt } from "./src/config/robots";
// By path, not by package name: Vite loads this file with Node, which runs no TypeScript from a
// package (the contracts are TypeScript source; the app's code imports them as @lorawan/contracts).
import { parseSiteUrl } from "../contracts/src/siteUrl";
import { inlineScript } from "./inlineScript";
import { workboxConfig } from "./workbox.config.mjs";

// The one site URL (docs/local-stack.md, "Configuration"): baked into the prerendered pages and the client code.
const siteUrl = parseSiteUrl(process.env.SITE_URL);

export default defineConfig({
  define: { "import.meta.env.SITE_URL": JSON.stringify(siteUrl) },
  plugins: [
    reactRouter(),
    inlineScript(),
    {
      // Served from source (`npm run dev`, the API tests' pages), the server build imports its
      // packages as Node does, as the function's bundle does in production. React Router's dev
      // config adds the `development` condition, which Node does not use: our modules would get
      // Emotion's development build while Chakra, importing Emotion itself, got Node's, two
      // Emotions, and the server's cache (entry.server.tsx) would not be the one Chakra's
      // components write to: no styles extracted into the head, Emotion's tags in the body.
      name: "server-packages-as-node-imports-them",
      apply: "serve",
      enforce: "post",
      configEnvironment(name, config) {
        if (name !== "ssr" || !config.resolve?.externalConditions) return;
        config.resolve.externalConditions = config.resolve.externalConditions.filter((condition) => condition !== "development");
      },
    },
    {
      // robots.txt points to the absolute sitemap URL, so it is written with the build's SITE_URL.
      name: "robots-txt",
      apply: "build",
      applyToEnvironment: (environment) => environment.name === "client",
      generateBundle() {
        this.emitFile({ type: "asset", fileName: "robots.txt", source: robotsTxt(siteUrl) });
      },
    },
    // The manifest and the registration helper come from the plugin; the service worker itself is
    // generated after prerendering (scripts/postbuild.mjs) so its precache list holds every page.
    VitePWA({
      injectRegister: false,
      registerType: "prompt",
      workbox: workboxConfig,
      manifest: {
        name: brand.name,
        short_name: brand.shortName,
        description: brand.tagline,
        id: "/",
        lang: "en",
        categories: ["business", "productivity"],
        theme_color: brand.colors.primary,
        background_color: brand.colors.white,
        display: "standalone",
        start_url: "/",
        scope: "/",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
    }),
  ],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./src", import.meta.url)),
    },
  },
  build: {
    target: "es2022",
    rollupOptions: {
      output: {
        // Every route module is an entry of the client build, so each small module that the page's
        // start (entry.client.tsx) shares with a route or an island became a chunk of its own: 13
        // requests on each page. Rollup merges a chunk under this size into another when no entry
        // then runs code it did not run before.
        experimentalMinChunkSize: 8_000,
        // The page's start is one file: the two modules it shares with the islands' and the admin's
        // code are in the entry's chunk (they import them from there), so the entry does not wait
        // for a second round trip after its own. With 4x CPU, 150 ms and 1.6 Mbps, Add to quote
        // tapped at first paint was answered in 328 ms instead of 549 (medians of 9; decision 088).
        manualChunks(id) {
          if (/\/src\/(entry\.client\.tsx|app\/renderErrors\.ts|boot\/requests\.ts)$/.test(id)) return "entry.client";
        },
      },
    },
    sourcemap: process.env.BUILD_SOURCEMAP === "1",
    modulePreload: {
      // The islands' code (the hydrating module, each island's chunk) is imported without
      // preloading its dependencies: the after-paint loader already preloaded the islands entry's,
      // and inserting a preload link for each of the rest (~60 across a page's islands) took ~70 ms
      // of main thread on a phone, more than the few extra round trips cost once the page is on
      // screen (decisions 010, 011).
      resolveDependencies: (_file, dependencies, { hostId }) => (/(^|\/)hydrate-[\w-]+\.js$/.test(hostId) ? [] : dependencies),
    },
  },
});
