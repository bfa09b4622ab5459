import { xmlEscape } from "./xml.js";

export interface SitemapEntry {
  /** Root-relative path, e.g. "/pricing". */
  path: string;
  /** ISO 8601 time of the last change. */
  lastmod: string;
}


/** A sitemaps.org urlset with absolute locations on the configured site URL. */
export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod }) => `  <url><loc>${xmlEscape(`${siteUrl}${path}`)}</loc><lastmod>${xmlEscape(lastmod)}</lastmod></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, "</urlset>", ""].join("\n");
}
