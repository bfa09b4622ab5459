import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { createServer, type ViteDevServer } from "vite";

const web = fileURLToPath(new URL("../../web", import.meta.url));

/**
 * The web app's server build as React Router's Vite plugin serves it in development (its documented
 * `virtual:react-router/server-build`), for API tests of the pages the function renders: the same
 * routes, loaders and head tags as the bundle the function ships, without building it first.
 */
export async function webServerBuild(): Promise<{ build: ServerBuild; close: () => Promise<void> }> {
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
