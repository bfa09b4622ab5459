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
