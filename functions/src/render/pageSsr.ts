import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { bootIslands } from "../../../web/scripts/externalizeScripts.mjs";
import type { PublicProduct } from "../schema/product.js";

// Pages rendered on the server: the web app's own server build, bundled by the web build
// (web/scripts/productRenderer.mjs) and copied beside the function by the root build, renders
// /products/{id} with the product the function looked up (decision 009) and /marketplace with the
// published catalogue (decision 013), exactly as the build prerenders the static pages. The visitor
// sees the product, or the first results, before any script runs. Like the other public pages, such
// a page then hydrates only its islands (decision 010, 011).

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

/** Rendered pages kept (per product, per marketplace query) while their data is unchanged. */
const renderedLimit = 200;

/** What the web build's entry.server.tsx takes as load context. */
type PageContext = { product: PublicProduct } | { catalogue: PublicProduct[] };

/**
 * A renderer of pages from the bundle in `dir` (render.mjs, boot-files.json and islands.json, written
 * by the web build). Its `render` gives the HTML of a page booting the web build's islands entry from
 * script files (the Content-Security-Policy refuses inline scripts), or null when `dir` holds no
 * bundle. It throws when the render fails or needs a script the web build lacks.
 */
export function pageRenderer(dir: URL) {
  const bundleUrl = new URL("render.mjs", dir);
  let loading: Promise<Renderer | null> | null = null;
  const rendered = new Map<string, { source: string; html: string }>();

  /** The server build, or null without one (API tests run without a web build). */
  function renderer(): Promise<Renderer | null> {
    if (!existsSync(bundleUrl)) return Promise.resolve(null);
    const json = (name: string) => readFile(new URL(name, dir), "utf8").then((text) => JSON.parse(text) as unknown);
    loading ??= Promise.all([import(bundleUrl.href) as Promise<ServerBundle>, json("boot-files.json"), json("islands.json")]).then(
      ([bundle, names, islands]) => ({ bundle, bootFiles: new Set(names as string[]), islands: islands as Renderer["islands"] }),
      (error: unknown) => {
        console.error("rendered pages: the server build could not be loaded", error);
        return null;
      },
    );
    return loading;
  }

  /**
   * The page at `url` (path and query) rendered with `context`. `source` identifies the data it
   * was rendered from: the page is rendered again only when that changes.
   */
  async function render(url: string, context: PageContext, source: string): Promise<string | null> {
    const hit = rendered.get(url);
    if (hit?.source === source) return hit.html;

    const ssr = await renderer();
    if (!ssr) return null;
    const path = new URL(url, "http://localhost").pathname;
    // The build renders only the paths it prerenders; this one joins them for this request.
    const handler = ssr.bundle.createRequestHandler({ ...ssr.bundle.build, prerender: [path] }, "production");
    const response = await handler(new Request(new URL(url, "http://localhost")), context);
    if (response.status !== 200) throw new Error(`rendering ${url} answered ${response.status}`);
    const { html, files } = bootIslands(await response.text(), "/assets/", ssr.islands);
    const missing = files.filter((file) => !ssr.bootFiles.has(file.name)).map((file) => file.name);
    if (missing.length) throw new Error(`rendering ${url} needs boot scripts the web build lacks: ${missing.join(", ")}`);

    rendered.delete(url);
    rendered.set(url, { source, html });
    if (rendered.size > renderedLimit) rendered.delete(rendered.keys().next().value!);
    return html;
  }

  return {
    /** /products/{id}, rendered again when the product changes. */
    product: (product: PublicProduct) => render(`/products/${product.id}`, { product }, JSON.stringify(product)),
    /**
     * /marketplace with `query` (its filters), rendered again when the catalogue's version changes.
     * The query is written as the browser sends it; the page reads its filters from it.
     */
    marketplace: (catalogue: { version: string; products: PublicProduct[] }, query: string) =>
      render(query ? `/marketplace?${query}` : "/marketplace", { catalogue: catalogue.products }, catalogue.version),
  };
}

/** The renderer of the bundle the root build copies beside the function (functions/lib/ssr). */
export const renderedPages = pageRenderer(new URL("./ssr/", import.meta.url));
