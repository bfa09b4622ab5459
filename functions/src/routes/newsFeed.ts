import { Router } from "express";
import { paths } from "@lorawan/contracts/paths";
import { config } from "../config.js";
import { sendText } from "../http/compress.js";
import { newsCopy, newsFeedSize } from "@lorawan/contracts/news";
import { newsFeedXml } from "../render/rss.js";
import { publishedNews } from "../store/publishedNews.js";

/**
 * GET /news/rss.xml: the latest published articles as RSS 2.0 (a Hosting rewrite, like the
 * sitemap). One document read while no article changes (store/publishedNews.ts); the news version
 * is the ETag, so a feed reader holding the current feed gets a 304.
 */
export const newsFeedRouter = Router();

newsFeedRouter.get(paths.newsFeed, async (req, res) => {
  const version = await publishedNews.currentVersion();
  // Every read asks again (a new article shows at once); a CDN may keep it briefly.
  res.set("Cache-Control", "public, max-age=0, s-maxage=60").set("ETag", `W/"${version}"`).vary("Accept-Encoding");
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const { articles } = await publishedNews.at(version);
  const xml = newsFeedXml({ siteUrl: config().siteUrl, title: newsCopy.feedTitle, description: newsCopy.description, articles: articles.slice(0, newsFeedSize) });
  sendText(req, res, xml, "application/rss+xml; charset=utf-8");
});
