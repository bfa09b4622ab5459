// Last step of `npm run build`: the function serves /products/{id} from the web app's SPA fallback
// with the product's head tags injected (functions/src/routes/productPage.ts), so the built shell
// ships beside the function bundle. Functions build before web, hence a step of its own.
// The fallback only preloads the root route's scripts; the product page's own route modules are
// added as modulepreload links so the browser fetches them with the HTML, not after hydration.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
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
console.log(`Wrote the product page shell (${missing.length} route preloads) into ${to}`);
