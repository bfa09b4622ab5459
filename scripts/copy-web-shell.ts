// Last step of `npm run build`: what the function needs of the web build goes beside its bundle
// (functions build before web, hence a step of its own):
// - the server build it renders /products/{id} with, bundled by the web build
//   (web/scripts/productRenderer.mjs; functions/src/render/pageSsr.ts, decision 009);
// - the SPA fallback, which it serves with the product's head tags injected when a page cannot be
//   rendered (functions/src/routes/productPage.ts). The fallback only preloads the root route's
//   scripts; the product page's own route modules are added as modulepreload links so the browser
//   fetches them with the HTML, not after hydration;
// - the prerendered marketplace, which it serves when the catalogue cannot be read.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "./lib/stack.ts";

const client = join(repoRoot, "web/build/client");
const shellFile = join(client, "__spa-fallback.html");
if (!existsSync(shellFile)) throw new Error(`${shellFile} is missing: build the web app first`);
let shell = readFileSync(shellFile, "utf8");

interface ManifestRoute {
  module: string;
  imports?: string[];
  css?: string[];
}
const manifestFile = readdirSync(join(client, "assets")).find((f) => /^manifest-[\w-]+\.js$/.test(f));
if (!manifestFile) throw new Error("The React Router manifest is missing from web/build/client/assets");
const manifestSource = readFileSync(join(client, "assets", manifestFile), "utf8");
const manifest = JSON.parse(manifestSource.slice(manifestSource.indexOf("{"), manifestSource.lastIndexOf("}") + 1)) as {
  routes: Record<string, ManifestRoute>;
};

const productRoutes = ["app/PublicLayout", "pages/catalogue/ProductPage"];
const links = productRoutes.flatMap((id) => {
  const route = manifest.routes[id];
  if (!route) throw new Error(`Route ${id} is not in the web build`);
  return [
    ...[route.module, ...(route.imports ?? [])].map((href) => `<link rel="modulepreload" href="${href}"/>`),
    ...(route.css ?? []).map((href) => `<link rel="stylesheet" href="${href}"/>`),
  ];
});
const missing = [...new Set(links)].filter((link) => !shell.includes(link));
shell = shell.replace("</head>", `${missing.join("")}</head>`);

const to = join(repoRoot, "functions/lib/shell");
mkdirSync(to, { recursive: true });
writeFileSync(join(to, "product-page.html"), shell);
// The prerendered marketplace, for when the function cannot render the page (decision 013).
cpSync(join(client, "__marketplace.html"), join(to, "marketplace.html"));
console.log(`Wrote the product page shell (${missing.length} route preloads) into ${to}`);

const renderer = join(repoRoot, "web/build/product-ssr");
if (!existsSync(join(renderer, "render.mjs"))) throw new Error(`${renderer} is missing: build the web app first`);
const ssr = join(repoRoot, "functions/lib/ssr");
rmSync(ssr, { recursive: true, force: true });
cpSync(renderer, ssr, { recursive: true });
console.log(`Copied the product page renderer into ${ssr}`);
