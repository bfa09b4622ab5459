import { z } from "zod";
import { isoDateSchema, optionalId, optionalLink, requiredText } from "./common.js";

/**
 * Spec 5: the slug is the title in lowercase, each run of characters other than a-z or 0-9
 * replaced by one hyphen, hyphens trimmed at both ends.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A news article as stored (spec 3.1) and answered by the admin API. */
export const newsSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  content: z.string(),
  category: z.string(),
  featuredImage: z.string().nullable(),
  authorId: z.number().int(),
  isPublished: z.boolean(),
  publishedAt: isoDateSchema.nullable(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type News = z.infer<typeof newsSchema>;
export const newsListSchema = z.array(newsSchema);

/** News authorId is fixed at 1 by the admin form (spec 5, 9.1). */
export const defaultNewsAuthorId = 1;

/**
 * Body of POST /api/admin/news and PUT /api/admin/news/{id}. A blank slug is derived from the
 * title; publishedAt is ignored: every save sets it (spec 4).
 */
export const newsInputSchema = z
  .object({
    title: requiredText(300),
    slug: z
      .string()
      .trim()
      .max(300)
      .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, "Slug may contain only a-z, 0-9 and single hyphens")
      .nullish(),
    excerpt: requiredText(2000),
    content: requiredText(100000),
    category: requiredText(100),
    featuredImage: optionalLink("Featured image"),
    isPublished: z
      .boolean()
      .nullish()
      .transform((value) => value ?? false),
    authorId: optionalId("Author", "user").transform((value) => value ?? defaultNewsAuthorId),
  })
  .transform((input, ctx) => {
    const slug = input.slug || slugify(input.title);
    if (!slug) {
      ctx.addIssue({ code: "custom", path: ["slug"], message: "A slug cannot be derived from this title" });
      return z.NEVER;
    }
    return { ...input, slug };
  });
export type NewsInput = z.infer<typeof newsInputSchema>;
export type NewsInputBody = z.input<typeof newsInputSchema>;

/** A published article as the public news pages, the RSS feed and the sitemap read it. */
export const publicNewsSchema = newsSchema
  .omit({ isPublished: true, authorId: true, createdAt: true })
  .extend({ publishedAt: isoDateSchema });
export type PublicNews = z.infer<typeof publicNewsSchema>;

/** A published article's public fields; null for a draft. */
export function toPublicNews(news: News): PublicNews | null {
  if (!news.isPublished || !news.publishedAt) return null;
  const { isPublished: _published, authorId: _author, createdAt: _created, publishedAt, ...rest } = news;
  return { ...rest, publishedAt };
}

/** Newest publishedAt first (the news page, the feed); the higher id first on a tie. */
export const newestPublishedFirst = (a: PublicNews, b: PublicNews) => b.publishedAt.localeCompare(a.publishedAt) || b.id - a.id;

/** Articles per page of /news. */
export const newsPageSize = 9;
/** Articles in /news/rss.xml. */
export const newsFeedSize = 20;

/** The news pages' and the feed's own title and description. */
export const newsCopy = {
  title: "News",
  feedTitle: "LoRaWAN Sensors News",
  description: "Product launches, case studies and company news from LoRaWAN Sensors: industrial sensors, gateways and the platform that connects them.",
} as const;
