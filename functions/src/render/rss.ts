import { paths } from "@lorawan/contracts/paths";
import type { PublicNews } from "@lorawan/contracts/news";
import { xmlEscape } from "./xml.js";

export interface NewsFeed {
  /** The site's absolute origin (SITE_URL), without a trailing slash. */
  siteUrl: string;
  title: string;
  description: string;
  /** The feed's articles, newest first. */
  articles: readonly PublicNews[];
}

/** RFC 822 date, as RSS 2.0 wants it ("Tue, 04 Mar 2025 05:06:07 GMT"). */
const rfc822 = (iso: string) => new Date(iso).toUTCString();

const element = (name: string, text: string) => `<${name}>${xmlEscape(text)}</${name}>`;

/**
 * An RSS 2.0 document of the news: absolute links on the site's URL, every text escaped (an
 * article's text is what the admin typed, markup included), and an atom:link to the feed itself.
 */
export function newsFeedXml({ siteUrl, title, description, articles }: NewsFeed): string {
  const newsUrl = `${siteUrl}${paths.news}`;
  const items = articles.map((article) => {
    const link = `${siteUrl}${paths.newsArticle(encodeURIComponent(article.slug))}`;
    return [
      "    <item>",
      `      ${element("title", article.title)}`,
      `      ${element("link", link)}`,
      `      <guid isPermaLink="true">${xmlEscape(link)}</guid>`,
      `      ${element("pubDate", rfc822(article.publishedAt))}`,
      `      ${element("category", article.category)}`,
      `      ${element("description", article.excerpt)}`,
      "    </item>",
    ].join("\n");
  });
  const lastBuild = articles[0] ? [`    ${element("lastBuildDate", rfc822(articles[0].publishedAt))}`] : [];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    ${element("title", title)}`,
    `    ${element("link", newsUrl)}`,
    `    ${element("description", description)}`,
    "    <language>en</language>",
    `    <atom:link href="${xmlEscape(`${siteUrl}${paths.newsFeed}`)}" rel="self" type="application/rss+xml"/>`,
    ...lastBuild,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
