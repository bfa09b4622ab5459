// Last step of `npm run build`: the function serves /products/{id} from the web app's SPA fallback
// with the product's head tags injected (functions/src/routes/productPage.ts), so the built shell
// ships beside the function bundle. Functions build before web, hence a step of its own.
import { copyFileSync, existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "./lib/stack.ts";

const from = join(repoRoot, "web/build/client");
const to = join(repoRoot, "functions/lib/shell");
mkdirSync(to, { recursive: true });
for (const file of ["__spa-fallback.html", "404.html"]) {
  const source = join(from, file);
  if (!existsSync(source)) throw new Error(`${source} is missing: build the web app first`);
  copyFileSync(source, join(to, file));
}
console.log(`Copied the web shell into ${to}`);
