import { defaultNewsAuthorId, slugify, type NewsInputBody } from "@lorawan/contracts/news";

/** Spec 7: the news body also carries publishedAt (the server stamps its own on every save). */
export type NewsBody = NewsInputBody & { publishedAt: string | null };

export interface NewsFormValues {
  title: string;
  category: string;
  excerpt: string;
  content: string;
  featuredImage: string;
  isPublished: boolean;
}

/** Spec 4/5: the slug comes from the title; every save stamps publishedAt now when published, null otherwise. */
export function toNewsInput(values: NewsFormValues, now: Date = new Date()): NewsBody {
  return {
    title: values.title.trim(),
    slug: slugify(values.title),
    category: values.category.trim(),
    excerpt: values.excerpt.trim(),
    content: values.content,
    featuredImage: values.featuredImage.trim() || null,
    isPublished: values.isPublished,
    publishedAt: values.isPublished ? now.toISOString() : null,
    authorId: defaultNewsAuthorId,
  };
}
