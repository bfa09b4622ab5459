import { newestPublishedFirst, toPublicNews, type PublicNews } from "@lorawan/contracts/news";
import { newsStore } from "./news.js";
import { versionedCache, type VersionedCache } from "./versionToken.js";

/**
 * The published news, newest publishedAt first, kept in memory under the news version token
 * (store/newsVersion.ts): the news pages, the RSS feed and the sitemap cost one document read per
 * request while no article changes, and every news write shows in the next answer.
 */
export interface PublishedNews {
  version: string;
  articles: PublicNews[];
}

async function build(version: string): Promise<PublishedNews> {
  const articles = (await newsStore.listPublished()).flatMap((news) => toPublicNews(news) ?? []).sort(newestPublishedFirst);
  return { version, articles };
}

export const publishedNews: VersionedCache<PublishedNews> = versionedCache("news", build);
