import { describe, expect, it } from "vitest";
import { articleParagraphs, formatNewsDate } from "./articleText";

describe("articleParagraphs", () => {
  it("splits paragraphs at blank lines and keeps single line breaks as lines", () => {
    expect(articleParagraphs("First line\nsecond line\n\nNext paragraph\r\n\r\n\n  \nLast")).toEqual([["First line", "second line"], ["Next paragraph"], ["Last"]]);
  });

  it("keeps markup as text and drops empty input", () => {
    expect(articleParagraphs('<script>alert("x")</script>')).toEqual([['<script>alert("x")</script>']]);
    expect(articleParagraphs(" \n\n ")).toEqual([]);
  });
});

describe("formatNewsDate", () => {
  it("gives the date in UTC, in words", () => {
    expect(formatNewsDate("2025-03-04T23:30:00.000Z")).toBe("March 4, 2025");
  });
});
