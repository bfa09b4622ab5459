import type { NewsInput } from "@schema/news";
import { slugify } from "./slugify";

/** Spec 5: authorId is fixed at 1. */
export const newsAuthorId = 1;

export interface NewsFormValues {
  title: string;
  category: string;
  excerpt: string;
  content: string;
  featuredImage: string;
  isPublished: boolean;
}

/** Spec 4/5: the slug comes from the title; every save stamps publishedAt now when published, null otherwise. */
export function toNewsInput(values: NewsFormValues, now: Date = new Date()): NewsInput {
  return {
    title: values.title.trim(),
    slug: slugify(values.title),
    category: values.category.trim(),
    excerpt: values.excerpt.trim(),
    content: values.content,
    featuredImage: values.featuredImage.trim() || null,
    isPublished: values.isPublished,
    publishedAt: values.isPublished ? now.toISOString() : null,
    authorId: newsAuthorId,
  };
}
