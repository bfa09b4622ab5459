import type { MetaDescriptor } from "react-router";
import { newsCopy, type PublicNews } from "@lorawan/contracts/news";
import { absoluteUrl, seo } from "~/components/seo";
import { paths } from "@lorawan/contracts/paths";
import { brand, defaultSocialImage } from "~/config/site";

/** The feed announced on every news page (RSS autodiscovery). */
export const newsFeedLink: MetaDescriptor = {
  tagName: "link",
  rel: "alternate",
  type: "application/rss+xml",
  title: newsCopy.feedTitle,
  href: absoluteUrl(paths.newsFeed),
};

/** The address of a page of /news: the first page is /news itself. */
export const newsPagePath = (page: number) => (page > 1 ? `${paths.news}?page=${page}` : paths.news);

/** Head tags of /news and its further pages. */
export function newsListMeta(page: number): MetaDescriptor[] {
  const title = page > 1 ? `${newsCopy.title} (page ${page}) | ${brand.name}` : `${newsCopy.title} | ${brand.name}`;
  return [
    ...seo({
      title,
      description: newsCopy.description,
      path: newsPagePath(page),
      jsonLd: [{ "@context": "https://schema.org", "@type": "CollectionPage", name: `${brand.name} ${newsCopy.title}`, url: absoluteUrl(newsPagePath(page)) }],
    }),
    newsFeedLink,
  ];
}

/** A description fits a search result: the excerpt, cut at a word near 160 characters. */
function shortDescription(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= 160) return flat;
  const cut = flat.slice(0, 157);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 100 ? cut.lastIndexOf(" ") : 157)}...`;
}

/** Head tags of an article: its own title, description, canonical, Open Graph tags and NewsArticle JSON-LD. */
export function newsArticleMeta(article: PublicNews): MetaDescriptor[] {
  const path = paths.newsArticle(article.slug);
  const image = absoluteUrl(article.featuredImage ?? defaultSocialImage);
  const description = shortDescription(article.excerpt);
  const organization = { "@type": "Organization", name: brand.name, url: absoluteUrl(paths.home) };
  return [
    ...seo({
      title: `${article.title} | ${brand.name}`,
      description,
      path,
      image,
      type: "article",
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "NewsArticle",
          headline: article.title,
          description,
          datePublished: article.publishedAt,
          dateModified: article.updatedAt,
          image: [image],
          articleSection: article.category,
          mainEntityOfPage: absoluteUrl(path),
          author: organization,
          publisher: { ...organization, logo: { "@type": "ImageObject", url: absoluteUrl("/brand/logo-default.png") } },
        },
      ],
    }),
    { property: "article:published_time", content: article.publishedAt },
    { property: "article:modified_time", content: article.updatedAt },
    { property: "article:section", content: article.category },
    newsFeedLink,
  ];
}
