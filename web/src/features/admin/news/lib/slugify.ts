/**
 * Spec 5: the news slug is the title in lowercase, each run of characters other than a-z or 0-9
 * replaced by one hyphen, hyphens trimmed at both ends.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
