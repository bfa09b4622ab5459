import { describe, expect, it } from "vitest";
import { cardSourceKey, socialCardFor } from "./socialCard";

describe("social cards (issue 32)", () => {
  it("maps a stored image to its card and back", () => {
    expect(socialCardFor("/api/images/media/0b9c.png")).toBe("/api/images/social/of/media/0b9c.png.jpg");
    expect(socialCardFor("/api/images/products/th-310.webp")).toBe("/api/images/social/of/products/th-310.webp.jpg");
    expect(cardSourceKey("social/of/media/0b9c.png.jpg")).toBe("media/0b9c.png");
    expect(cardSourceKey("social/of/products/th-310.webp.jpg")).toBe("products/th-310.webp");
  });

  it("keeps the site's own cards, and makes none from another site, a document or a thumbnail's folder path", () => {
    expect(socialCardFor("/api/images/social/og-default.jpg")).toBe("/api/images/social/og-default.jpg");
    expect(socialCardFor("https://cdn.example.com/a.png")).toBeNull();
    expect(socialCardFor("/api/images/media/manual.pdf")).toBeNull();
    expect(socialCardFor("/images/tile-water.webp")).toBeNull();
  });

  it("names no source for a key that could reach anything else", () => {
    for (const key of [
      "social/of/media/../secret.png.jpg",
      "social/of/media/a/b.png.jpg",
      "social/of/other/a.png.jpg",
      "social/of/media/a.png",
      "social/og-default.jpg",
    ]) {
      expect(cardSourceKey(key), key).toBeNull();
    }
  });
});
