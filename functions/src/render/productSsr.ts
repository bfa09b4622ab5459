import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { bootIslands } from "../../../web/scripts/externalizeScripts.mjs";
import type { PublicProduct } from "../schema/product.js";

// Product pages rendered on the server (decision 009): the web app's own server build, bundled by
// the web build (web/scripts/productRenderer.mjs) and copied beside the function by the root build,
// renders /products/{id} with the product the function looked up, exactly as the build prerenders
// the static pages. The visitor sees the product before any script runs. Like the other public pages,
// a product page then hydrates only its islands (the header's menus), after its first paint
// (decision 010): the product itself is static HTML.

type RequestHandler = (request: Request, loadContext?: unknown) => Promise<Response>;
interface ServerBundle {
  build: { prerender: string[] } & Record<string, unknown>;
  createRequestHandler: (build: ServerBundle["build"], mode: string) => RequestHandler;
}
interface Renderer {
  bundle: ServerBundle;
  /** The boot script files of the web build: a rendered page may only point at these. */
  bootFiles: Set<string>;
  /** The web build's islands entry and the modules it imports. */
  islands: { entry: string; modules: string[] };
}

/** Rendered pages kept per product while it is unchanged. */
const renderedLimit = 200;

/**
 * A renderer of product pages from the bundle in `dir` (render.mjs, boot-files.json and
 * islands.json, written by the web build). Its `render` gives the HTML of a product's page booting
 * the web build's islands entry from script files (the Content-Security-Policy refuses inline
 * scripts), or null when `dir` holds no bundle. It throws when the render fails or needs a script
 * the web build lacks.
 */
export function productPageRenderer(dir: URL) {
  const bundleUrl = new URL("render.mjs", dir);
  let loading: Promise<Renderer | null> | null = null;
  const rendered = new Map<number, { source: string; html: string }>();

  /** The server build, or null without one (API tests run without a web build). */
  function renderer(): Promise<Renderer | null> {
    if (!existsSync(bundleUrl)) return Promise.resolve(null);
    const json = (name: string) => readFile(new URL(name, dir), "utf8").then((text) => JSON.parse(text) as unknown);
    loading ??= Promise.all([import(bundleUrl.href) as Promise<ServerBundle>, json("boot-files.json"), json("islands.json")]).then(
      ([bundle, names, islands]) => ({ bundle, bootFiles: new Set(names as string[]), islands: islands as Renderer["islands"] }),
      (error: unknown) => {
        console.error("product pages: the server build could not be loaded", error);
        return null;
      },
    );
    return loading;
  }

  async function render(product: PublicProduct): Promise<string | null> {
    const source = JSON.stringify(product);
    const hit = rendered.get(product.id);
    if (hit?.source === source) return hit.html;

    const ssr = await renderer();
    if (!ssr) return null;
    const path = `/products/${product.id}`;
    // The build renders only the paths it prerenders; this one joins them for this request.
    const handler = ssr.bundle.createRequestHandler({ ...ssr.bundle.build, prerender: [path] }, "production");
    const response = await handler(new Request(new URL(path, "http://localhost")), { product });
    if (response.status !== 200) throw new Error(`rendering ${path} answered ${response.status}`);
    const { html, files } = bootIslands(await response.text(), "/assets/", ssr.islands);
    const missing = files.filter((file) => !ssr.bootFiles.has(file.name)).map((file) => file.name);
    if (missing.length) throw new Error(`rendering ${path} needs boot scripts the web build lacks: ${missing.join(", ")}`);

    rendered.delete(product.id);
    rendered.set(product.id, { source, html });
    if (rendered.size > renderedLimit) rendered.delete(rendered.keys().next().value!);
    return html;
  }

  return { render };
}

/** The renderer of the bundle the root build copies beside the function (functions/lib/ssr). */
export const renderProductPage = productPageRenderer(new URL("./ssr/", import.meta.url)).render;
