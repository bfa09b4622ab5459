// The function renders /products/{id} with the web app's server build (decision 009). React Router
// removes that build after prerendering (ssr: false), so vite.config.ts keeps a copy in build/ssr.
// Here it becomes one file with all its dependencies (the function's deployment installs none of
// them). A rendered product page boots the islands entry (decision 010), like the other public pages:
// the bundle's folder also gets the files that takes. The root build copies the bundle beside the
// function (scripts/copy-web-shell.ts).
import { build } from "esbuild";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Bundles build/ssr into build/product-ssr/render.mjs (exports `build`, the server build, and React
 * Router's `createRequestHandler`), and writes beside it the boot files a rendered page may point at
 * (boot-files.json) and the islands entry with its modules (islands.json).
 * @param {string} buildDir the web build directory
 * @param {Iterable<string>} pageBootFiles the boot files postbuild.mjs wrote for the prerendered pages
 * @param {{ entry: string, modules: string[] }} islands the islands boot postbuild.mjs gave the public pages
 */
export async function bundleProductRenderer(buildDir, pageBootFiles, islands) {
  const serverBuild = join(buildDir, "ssr/index.js");
  if (!existsSync(serverBuild)) throw new Error(`${serverBuild} is missing: vite.config.ts keeps it while building`);
  const outDir = join(buildDir, "product-ssr");
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const file = join(outDir, "render.mjs");
  await build({
    // One copy of React Router: the one the server build imports also makes the request handler.
    stdin: {
      contents: `export * as build from ${JSON.stringify(serverBuild)};\nexport { createRequestHandler } from "react-router";\n`,
      resolveDir: join(buildDir, ".."),
      loader: "js",
    },
    outfile: file,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    define: { "process.env.NODE_ENV": '"production"' },
    // CommonJS packages in the bundle (React's) require Node built-ins.
    banner: { js: 'import { createRequire as createRequireForBundle } from "node:module"; const require = createRequireForBundle(import.meta.url);' },
    logLevel: "warning",
    // The server build imports some packages for their side effects only; those declare none.
    logOverride: { "ignored-bare-import": "silent" },
  });

  const bootFiles = [...new Set(pageBootFiles)];
  writeFileSync(join(outDir, "boot-files.json"), JSON.stringify(bootFiles));
  writeFileSync(join(outDir, "islands.json"), JSON.stringify(islands));
  return { file, bootFiles: bootFiles.length };
}
