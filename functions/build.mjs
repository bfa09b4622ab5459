// Bundles the function so a deploy of functions/ carries the code it imports (including the
// shared schemas); npm dependencies stay external and are installed by Cloud Build. The social
// images (SVG art) are rendered to JPEG beside the bundle and served under /api/images/.
import { build } from "esbuild";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import sharp from "sharp";

const here = dirname(new URL(import.meta.url).pathname);
const pkg = JSON.parse(readFileSync(join(here, "package.json"), "utf8"));

await build({
  entryPoints: [join(here, "src/index.ts")],
  outfile: join(here, "lib/index.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}),
  // SITE_URL set for `npm run build` is baked in, so one variable configures the web build and the
  // function alike (README "Configuration"); without it the function reads SITE_URL at run time.
  define: process.env.SITE_URL ? { "process.env.SITE_URL": JSON.stringify(process.env.SITE_URL) } : {},
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
