import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { createServer, type ViteDevServer } from "vite";
import { pagesRouter } from "../src/render/pages.js";
import { startApi, type TestApi } from "./helpers.js";

const web = fileURLToPath(new URL("../../web", import.meta.url));

/**
 * The web app's server build as React Router's Vite plugin serves it in development (its documented
 * `virtual:react-router/server-build`), for API tests of the pages the function renders: the same
 * routes, loaders and head tags as the bundle the function ships, without building it first.
 */
async function webServerBuild(): Promise<{ build: ServerBuild; close: () => Promise<void> }> {
  const vite: ViteDevServer = await createServer({
    root: web,
    configFile: `${web}/vite.config.ts`,
    logLevel: "error",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, watch: null },
  });
  const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  return { build, close: () => vite.close() };
}

/**
 * The API with the pages the function renders (React Router's request handler over
 * `webServerBuild()`), on a port of its own; `close()` stops the API and the build's dev server.
 */
export async function startPagesApi(): Promise<TestApi> {
  const web = await webServerBuild();
  const api = await startApi({ pages: pagesRouter(web.build, "development") }).catch(async (error: unknown) => {
    await web.close();
    throw error;
  });
  return {
    url: api.url,
    close: async () => {
      await api.close();
      await web.close();
    },
  };
}

/** A page's head: what comes before `</head>`. */
export const head = (html: string) => html.slice(0, html.indexOf("</head>"));
