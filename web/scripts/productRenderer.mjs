// The function renders /products/{id} with the web app's server build (decision 009). React Router
// removes that build after prerendering (ssr: false), so vite.config.ts keeps a copy in build/ssr.
// Here it becomes one file with all its dependencies (the function's deployment installs none of
// them), and the product route's boot scripts become files in build/client/assets, as every
// prerendered page's did: a rendered product page points at them, and the service worker precaches
// them. The root build copies the bundle beside the function (scripts/copy-web-shell.ts).
import { build } from "esbuild";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { externalizeInlineScripts } from "./externalizeScripts.mjs";

/** Any product id gives the route's boot scripts: they carry no product data. */
const bootPath = "/products/0";

/**
 * Bundles build/ssr into build/product-ssr/render.mjs (exports `build`, the server build, and React
 * Router's `createRequestHandler`), writes the product route's boot scripts into the client assets,
 * and lists them with the prerendered pages' in build/product-ssr/boot-files.json.
 * @param {string} buildDir the web build directory
 * @param {Iterable<string>} pageBootFiles the boot files postbuild.mjs wrote for the prerendered pages
 */
export async function bundleProductRenderer(buildDir, pageBootFiles) {
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

  // React Router writes functions of its own source into the page as boot scripts; the bundler may
  // rename their variables, so the product route's scripts come from this bundle, not the prerender.
  const { build: serverBuildModule, createRequestHandler } = await import(pathToFileURL(file).href);
  const handler = createRequestHandler({ ...serverBuildModule, prerender: [bootPath] }, "production");
  const response = await handler(new Request(`http://localhost${bootPath}`));
  if (response.status !== 200) throw new Error(`Rendering ${bootPath} with the server build answered ${response.status}`);
  const assets = join(buildDir, "client/assets");
  const { files } = externalizeInlineScripts(await response.text(), "/assets/", { hydrateAfterPaint: true });
  for (const { name, source } of files) writeFileSync(join(assets, name), source);

  const bootFiles = [...new Set([...pageBootFiles, ...files.map(({ name }) => name)])];
  writeFileSync(join(outDir, "boot-files.json"), JSON.stringify(bootFiles));
  return { file, bootFiles: bootFiles.length };
}
