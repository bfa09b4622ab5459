import type { Config } from "@react-router/dev/config";

/**
 * Routes rendered by the function at request time (decision 021): their loaders read the catalogue
 * (the home page's for its Featured Sensors, decision 101) or the news, and /contact/send and
 * /sign-in answer forms sent without JavaScript. Every other static route is prerendered and served
 * by Hosting as a file; /products only redirects.
 */
export const renderedOnRequest = new Set(["/", "/marketplace", "/products", "/compare", "/news", "/resources", "/contact/send", "/sign-in"]);

// One rendering path per page (decision 021): React Router renders every page on the server, at build
// time for the static routes and in the function for the rest and for unknown paths. No page ships
// React Router's browser runtime: root.tsx boots the islands entry (entry.client.tsx) instead.
export default {
  appDirectory: "src",
  ssr: true,
  prerender: ({ getStaticPaths }) => getStaticPaths().filter((path) => !renderedOnRequest.has(path)),
} satisfies Config;
