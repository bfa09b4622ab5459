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
async function webServerBuild(): Promise<ServerBuild> {
  const vite: ViteDevServer = await createServer({
    root: web,
    configFile: `${web}/vite.config.ts`,
    logLevel: "error",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, watch: null },
  });
  try {
    return (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  } catch (error) {
    await vite.close();
    throw error;
  }
}

/**
 * Made once per worker: the API files share one module graph (vitest.config.ts), and starting Vite
 * and transforming the web app's modules costs each file that renders pages 10-13 s on the 2-core
 * machine. The function itself serves every request from one build too. Its dev server (no watcher,
 * no HMR) ends with the worker.
 */
let serverBuild: Promise<ServerBuild> | null = null;

/** The API with the pages the function renders (React Router's request handler over `webServerBuild()`), on a port of its own. */
export async function startPagesApi(): Promise<TestApi> {
  serverBuild ??= webServerBuild().catch((error: unknown) => {
    serverBuild = null;
    throw error;
  });
  return startApi({ pages: pagesRouter(await serverBuild, "development") });
}

/** A page's head: what comes before `</head>`. */
export const head = (html: string) => html.slice(0, html.indexOf("</head>"));
