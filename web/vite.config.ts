import { reactRouter } from "@react-router/dev/vite";
import { cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { brand } from "./src/config/site";
import { robotsTxt } from "./src/config/robots";
import { parseSiteUrl } from "./src/config/siteUrl";
import { workboxConfig } from "./workbox.config.mjs";

// The one site URL (README "Configuration"): baked into the prerendered pages and the client code.
const siteUrl = parseSiteUrl(process.env.SITE_URL);
const keptServerBuild = fileURLToPath(new URL("./build/ssr", import.meta.url));
// The browser entry of the public pages (decision 010) and where the build records its files for postbuild.
const islandsEntry = fileURLToPath(new URL("./src/islands/islands.client.tsx", import.meta.url));
const islandsBuildRecord = fileURLToPath(new URL("./build/islands.json", import.meta.url));

export default defineConfig({
  define: { "import.meta.env.SITE_URL": JSON.stringify(siteUrl) },
  plugins: [
    reactRouter(),
    {
      // robots.txt points to the absolute sitemap URL, so it is written with the build's SITE_URL.
      name: "robots-txt",
      apply: "build",
      applyToEnvironment: (environment) => environment.name === "client",
      generateBundle() {
        this.emitFile({ type: "asset", fileName: "robots.txt", source: robotsTxt(siteUrl) });
      },
    },
    {
      // Public pages hydrate islands instead of the router app (decision 010): their entry is built
      // with the app's, so both share chunks. scripts/postbuild.mjs reads the files it loads.
      name: "islands-entry",
      apply: "build",
      applyToEnvironment: (environment) => environment.name === "client",
      options(options) {
        if (!Array.isArray(options.input)) throw new Error("React Router's client build input is no longer a list");
        return { ...options, input: [...options.input, islandsEntry] };
      },
      generateBundle(_options, bundle) {
        const chunks = new Map(Object.values(bundle).flatMap((file) => (file.type === "chunk" ? [[file.fileName, file] as const] : [])));
        const entry = [...chunks.values()].find((chunk) => chunk.facadeModuleId === islandsEntry);
        if (!entry) throw new Error("The islands entry was not built");
        const imports = new Set<string>();
        const visit = (fileName: string) => {
          for (const imported of chunks.get(fileName)?.imports ?? []) {
            if (imports.has(imported)) continue;
            imports.add(imported);
            visit(imported);
          }
        };
        visit(entry.fileName);
        mkdirSync(dirname(islandsBuildRecord), { recursive: true });
        // What bootIslands (scripts/externalizeScripts.mjs) takes: the entry and every module it loads.
        const modules = [...imports, entry.fileName].map((file) => `/${file}`);
        writeFileSync(islandsBuildRecord, JSON.stringify({ entry: `/${entry.fileName}`, modules }, null, 2));
      },
    },
    {
      // React Router removes its server build after prerendering (ssr: false). The function renders
      // product pages with it (functions/src/render/pageSsr.ts), so a copy is kept in build/ssr
      // before that happens; scripts/productRenderer.mjs bundles it for the function.
      name: "keep-server-build",
      apply: "build",
      writeBundle: {
        order: "pre",
        sequential: true,
        handler(options) {
          if (this.environment.name !== "ssr" || !options.dir) return;
          rmSync(keptServerBuild, { recursive: true, force: true });
          cpSync(options.dir, keptServerBuild, { recursive: true });
        },
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
      "@schema": fileURLToPath(new URL("../functions/src/schema", import.meta.url)),
      "~": fileURLToPath(new URL("./src", import.meta.url)),
    },
  },
  build: {
    target: "es2022",
    sourcemap: process.env.BUILD_SOURCEMAP === "1",
    modulePreload: {
      // The islands' code (the hydrating module, each island's chunk) is imported without
      // preloading its dependencies: the after-paint loader already preloaded the islands entry's,
      // and inserting a preload link for each of the rest (~60 across a page's islands) took ~70 ms
      // of main thread on a phone, more than the few extra round trips cost once the page is on
      // screen (decisions 010, 011).
      resolveDependencies: (_file, dependencies, { hostId }) => (/(^|\/)(islands\.client|hydrateIslands)-[\w-]+\.js$/.test(hostId) ? [] : dependencies),
    },
  },
  server: {
    proxy: { "/api": "http://127.0.0.1:5000" },
  },
});
