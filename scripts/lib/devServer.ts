import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from "node:http";
import { join } from "node:path";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer, type Plugin } from "vite";
import { createApp } from "../../functions/src/app.ts";
import { pagesRouter } from "../../functions/src/render/pages.ts";
import { repoRoot } from "./stack.ts";

const web = join(repoRoot, "web");

/**
 * A page is HTML the server renders, and islands hydrate only parts of it: an edit to a module the
 * server build runs (a route module, a component, content) changes HTML the browser cannot patch,
 * so the browser reloads the page and the server renders it again with the new code.
 */
const reloadRenderedPages: Plugin = {
  name: "reload-rendered-pages",
  hotUpdate({ modules, server }) {
    if (this.environment.name === "ssr" && modules.length > 0) server.environments.client.hot.send({ type: "full-reload" });
  },
};

export interface DevServer {
  url: string;
  close(): Promise<void>;
}

/**
 * `npm run dev`'s server (decision 045): one port serving what production serves, from source.
 * Vite in middleware mode (React Router's documented custom-server setup) serves the browser's
 * modules and hot updates; every other request goes to the function's own Express app
 * (functions/src/app.ts), whose page router (functions/src/render/pages.ts) renders pages with
 * React Router's handler and the function's load context, taking the server build from Vite
 * (`virtual:react-router/server-build`) at each request so edits apply without a restart.
 * Firestore and Auth are the caller's: firebase-admin finds them through the environment.
 */
export async function startDevServer(host: string, port: number): Promise<DevServer> {
  let handle: (req: IncomingMessage, res: ServerResponse) => void = () => {};
  const http = createHttpServer((req, res) => handle(req, res));
  const vite = await createViteServer({
    root: web,
    configFile: join(web, "vite.config.ts"),
    appType: "custom",
    // Hot updates share the site's port.
    server: { middlewareMode: true, hmr: { server: http } },
    plugins: [reloadRenderedPages],
  });
  const build = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  const app = createApp({ pages: pagesRouter(build, "development") });
  handle = (req, res) => vite.middlewares(req, res, () => app(req, res));
  await new Promise<void>((resolve, reject) => {
    http.once("error", reject);
    http.listen(port, host, () => resolve());
  });
  return {
    url: `http://${host}:${port}`,
    close: async () => {
      await vite.close();
      await new Promise<void>((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      });
    },
  };
}
