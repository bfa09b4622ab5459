import type { Config } from "@react-router/dev/config";

/** Rendered through the catch-all route and published as 404.html by scripts/postbuild.mjs. */
export const notFoundPrerenderPath = "/__not-found";

/** Static routes that only redirect in the browser; Hosting redirects them itself (firebase.json). */
const clientRedirects = new Set(["/products"]);

// A static site: every static route is prerendered to HTML with its own head tags (no server
// rendering at request time). /products/{id} hydrates from the SPA fallback; the function gives
// product pages their own tags.
export default {
  appDirectory: "src",
  ssr: false,
  prerender: ({ getStaticPaths }) => [...getStaticPaths().filter((path) => !clientRedirects.has(path)), notFoundPrerenderPath],
} satisfies Config;
