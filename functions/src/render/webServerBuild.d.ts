// The web app's server build (web/build/server/index.js), which build.mjs bundles into the function.
declare module "web-server-build" {
  import type { ServerBuild } from "react-router";
  const build: ServerBuild;
  export = build;
}
