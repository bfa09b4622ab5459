import { Router } from "express";
import { publicPagePaths } from "../../../web/src/config/paths.js";
import { config } from "../config.js";
import { publicCache } from "../http/cache.js";
import { sendText } from "../http/compress.js";
import { robotsTxt, sitemapXml } from "../render/sitemap.js";
import { shellBuiltAt } from "../render/shell.js";
import { productsStore } from "../store/products.js";

/**
 * GET /sitemap.xml and GET /robots.txt (Hosting rewrites both here). The static pages come from the
 * web app's own list of public routes and carry the web build's time; each published product
 * carries its updatedAt.
 */
export const sitemapRouter = Router();

sitemapRouter.get("/sitemap.xml", publicCache, async (req, res) => {
  const [products, pagesBuiltAt] = await Promise.all([productsStore.listPublished(), shellBuiltAt()]);
  const entries = [
    ...publicPagePaths.map((path) => ({ path, lastmod: pagesBuiltAt })),
    ...products.map((product) => ({ path: `/products/${product.id}`, lastmod: product.updatedAt })),
  ];
  sendText(req, res, sitemapXml(config().siteUrl, entries), "application/xml; charset=utf-8");
});

sitemapRouter.get("/robots.txt", publicCache, (_req, res) => {
  res.type("text/plain; charset=utf-8").send(robotsTxt(config().siteUrl));
});
