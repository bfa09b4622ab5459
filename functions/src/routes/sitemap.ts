import { Router } from "express";
import { publicPagePaths } from "@lorawan/contracts/paths";
import { config } from "../config.js";
import { publicCache } from "../http/cache.js";
import { sendText } from "../http/compress.js";
import { sitemapXml } from "../render/sitemap.js";
import { publishedCatalogue } from "../store/publishedCatalogue.js";

/**
 * GET /sitemap.xml (a Hosting rewrite). The static pages come from the web app's own list of public
 * routes and carry the web build's time; each published product carries its updatedAt.
 * (robots.txt is a static file of the web build: Cloud Functions never see /robots.txt.)
 */
export const sitemapRouter = Router();

/** When the static pages were built (set by build.mjs), else when this instance started. */
const pagesBuiltAt = process.env.WEB_BUILT_AT ?? new Date().toISOString();

sitemapRouter.get("/sitemap.xml", publicCache, async (req, res) => {
  // The catalogue's cached entries: one document read while the catalogue is unchanged.
  const { pages } = await publishedCatalogue.current();
  const entries = [
    ...publicPagePaths.map((path) => ({ path, lastmod: pagesBuiltAt })),
    ...pages.map((product) => ({ path: `/products/${product.id}`, lastmod: product.updatedAt })),
  ];
  sendText(req, res, sitemapXml(config().siteUrl, entries), "application/xml; charset=utf-8");
});
