/**
 * An article's text as the admin typed it, as paragraphs of lines: a blank line starts a new
 * paragraph, a single line break stays a line break. Nothing in it is read as markup: the page
 * renders each line as text (React escapes it).
 */
export function articleParagraphs(content: string): string[][] {
  return content
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((paragraph) =>
      paragraph
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => line.length > 0),
    )
    .filter((lines) => lines.length > 0);
}

/** "March 4, 2025": an article's date as readers read it (in UTC, so server and reader agree). */
export const formatNewsDate = (iso: string) => new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
