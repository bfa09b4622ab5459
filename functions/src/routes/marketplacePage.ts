import { Router } from "express";
import { sendText } from "../http/compress.js";
import { unavailableRetryAfter } from "../http/errors.js";
import { readPageData } from "../render/pageData.js";
import { renderedPages } from "../render/pageSsr.js";
import { marketplaceShell } from "../render/shell.js";
import { publishedCatalogue, type PublishedCatalogue } from "../store/publishedCatalogue.js";

/** The rendered page, or null when it cannot be rendered: the prerendered page serves instead. */
async function renderedPage(catalogue: PublishedCatalogue, query: string): Promise<string | null> {
  try {
    return await renderedPages.marketplace(catalogue, query);
  } catch (error) {
    console.error(`marketplace page ?${query}: rendering failed, serving the prerendered page`, error);
    return null;
  }
}

/**
 * GET /marketplace (Hosting rewrite, decision 013): the page rendered with the published catalogue,
 * filtered, sorted and cut to its first page as its query says, so the results show before any
 * script runs and crawlers read them. The catalogue comes from memory while its version is unchanged
 * (decision 006): one document read per view. When the catalogue cannot be read the prerendered
 * page goes out as a 503 (its island then shows the catalogue's error state); when rendering fails,
 * as a 200 whose island loads the catalogue itself.
 */
export const marketplacePageRouter = Router();

marketplacePageRouter.get("/marketplace", async (req, res) => {
  const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?") + 1) : "";
  const lookup = await readPageData(() => publishedCatalogue.current(), "marketplace page: the catalogue");
  if ("unavailable" in lookup) {
    res.status(503).set({ "Cache-Control": "no-store", "Retry-After": String(unavailableRetryAfter) });
    sendText(req, res, await marketplaceShell(), "text/html; charset=utf-8");
    return;
  }
  const page = await renderedPage(lookup.value, query);
  // Every view asks again (the catalogue changes under the same address); a CDN may keep it briefly.
  res.set("Cache-Control", "public, max-age=0, s-maxage=60");
  // Compressed, the page with its critical CSS and first results is a tenth of its size.
  sendText(req, res, page ?? (await marketplaceShell()), "text/html; charset=utf-8");
});

/**
 * GET /products, the catalogue's old address: moved for good to /marketplace, its query kept. The
 * function answers it rather than a Hosting `redirects` rule because the Hosting emulator decodes
 * every URL against its redirect rules and crashes on a malformed escape (decision 016).
 */
marketplacePageRouter.get("/products", (req, res) => {
  const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
  res.set("Cache-Control", "public, max-age=3600").redirect(301, `/marketplace${query}`);
});
