import { Router } from "express";
import { paths, publicPagePaths } from "@lorawan/contracts/paths";
import { config } from "../config.js";
import { publicCache } from "../http/cache.js";
import { sendText } from "../http/compress.js";
import { sitemapXml } from "../render/sitemap.js";
import { publishedCatalogue } from "../store/publishedCatalogue.js";
import { publishedNews } from "../store/publishedNews.js";

/**
 * GET /sitemap.xml (a Hosting rewrite). The static pages come from the web app's own list of public
 * routes and carry the web build's time (/news its newest article's); each published product and
 * article carries its updatedAt.
 * (robots.txt is a static file of the web build: Cloud Functions never see /robots.txt.)
 */
export const sitemapRouter = Router();

/** When the static pages were built (set by build.mjs), else when this instance started. */
const pagesBuiltAt = process.env.WEB_BUILT_AT ?? new Date().toISOString();

sitemapRouter.get("/sitemap.xml", publicCache, async (req, res) => {
  // The cached entries: one document read each while the catalogue and the news are unchanged.
  const [{ pages }, { articles }] = await Promise.all([publishedCatalogue.current(), publishedNews.current()]);
  const newsChangedAt = articles.map((article) => article.updatedAt).reduce((latest, at) => (at > latest ? at : latest), pagesBuiltAt);
  const entries = [
    ...publicPagePaths.map((path) => ({ path, lastmod: path === paths.news ? newsChangedAt : pagesBuiltAt })),
    ...pages.map((product) => ({ path: paths.product(product.id), lastmod: product.updatedAt })),
    ...articles.map((article) => ({ path: paths.newsArticle(article.slug), lastmod: article.updatedAt })),
  ];
  sendText(req, res, sitemapXml(config().siteUrl, entries), "application/xml; charset=utf-8");
});
