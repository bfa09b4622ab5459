import { describe, expect, it } from "vitest";
import { toNewsInput } from "./newsForm";

const values = { title: "Gateway 2.0 Ships!", category: "Product", excerpt: " Short ", content: "Body", featuredImage: "", isPublished: true };

describe("toNewsInput (spec 4, 5)", () => {
  it("derives the slug, fixes the author and stamps publishedAt when published", () => {
    const now = new Date("2026-03-04T05:06:07Z");
    expect(toNewsInput(values, now)).toEqual({
      title: "Gateway 2.0 Ships!",
      slug: "gateway-2-0-ships",
      category: "Product",
      excerpt: "Short",
      content: "Body",
      featuredImage: null,
      isPublished: true,
      publishedAt: "2026-03-04T05:06:07.000Z",
      authorId: 1,
    });
  });

  it("clears publishedAt for a draft", () => {
    expect(toNewsInput({ ...values, isPublished: false, featuredImage: "/media/a.png" })).toMatchObject({ publishedAt: null, featuredImage: "/media/a.png" });
  });
});
