import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { brand } from "./src/config/site";
import { workboxConfig } from "./workbox.config.mjs";

export default defineConfig({
  plugins: [
    reactRouter(),
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
        theme_color: brand.colors.slate,
        background_color: brand.colors.white,
        display: "standalone",
        start_url: "/",
        scope: "/",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
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
  build: { target: "es2022" },
  server: {
    proxy: { "/api": "http://127.0.0.1:5000" },
  },
});
