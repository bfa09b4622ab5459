// Bundles the function so a deploy of functions/ carries the code it imports (including the
// shared schemas and the web app's server build, which renders pages: decision 021); the function's
// own npm dependencies stay external and are installed by Cloud Build. Runs after the web build. The social
// images (SVG art) are rendered to JPEG beside the bundle and served under /api/images/.
import { build } from "esbuild";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import sharp from "sharp";

const here = dirname(new URL(import.meta.url).pathname);
const pkg = JSON.parse(readFileSync(join(here, "package.json"), "utf8"));
const webServerBuild = join(here, "../web/build/server/index.js");
if (!existsSync(webServerBuild)) throw new Error(`${webServerBuild} is missing: build the web app first`);

await build({
  entryPoints: [join(here, "src/index.ts")],
  outfile: join(here, "lib/index.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}),
  alias: { "web-server-build": webServerBuild },
  // CommonJS packages of the web build (React's) require Node built-ins from the ESM bundle.
  banner: { js: 'import { createRequire as createRequireForBundle } from "node:module"; const require = createRequireForBundle(import.meta.url);' },
  // SITE_URL set for `npm run build` is baked in, so one variable configures the web build and the
  // function alike (docs/local-stack.md, "Configuration"); without it the function reads SITE_URL at run time.
  define: {
    "process.env.NODE_ENV": '"production"',
    // When the static pages were built: the sitemap's lastmod for them.
    "process.env.WEB_BUILT_AT": JSON.stringify(new Date().toISOString()),
    ...(process.env.SITE_URL ? { "process.env.SITE_URL": JSON.stringify(process.env.SITE_URL) } : {}),
  },
  // The web server build imports some packages for their side effects only; those declare none.
  logOverride: { "ignored-bare-import": "silent" },
  logLevel: "warning",
});

const artDir = join(here, "src/static-images");
const outDir = join(here, "lib/static-images");
for (const entry of readdirSync(artDir, { recursive: true })) {
  const name = String(entry);
  if (!name.endsWith(".svg")) continue;
  const target = join(outDir, name.replace(/\.svg$/, ".jpg"));
  mkdirSync(dirname(target), { recursive: true });
  await sharp(join(artDir, name)).jpeg({ quality: 85, mozjpeg: true }).toFile(target);
  console.log(`rendered ${relative(here, target)}`);
}
