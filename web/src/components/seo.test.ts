import { describe, expect, it } from "vitest";
import { seo } from "./seo";

const find = (tags: ReturnType<typeof seo>, key: string, value: string) => tags.find((tag) => (tag as Record<string, unknown>)[key] === value);

describe("seo", () => {
  it("gives a page its absolute canonical URL and og:url", () => {
    const tags = seo({ title: "Pricing", description: "Plans", path: "/pricing" });
    expect(find(tags, "rel", "canonical")).toMatchObject({ href: expect.stringMatching(/^https?:\/\/[^/]+\/pricing$/) });
    expect(find(tags, "property", "og:url")).toMatchObject({ content: expect.stringMatching(/\/pricing$/) });
    expect(find(tags, "name", "robots")).toBeUndefined();
  });

  it("gives a page without a path (the not-found page) no canonical URL, no og:url, and noindex", () => {
    const tags = seo({ title: "404 Page Not Found", description: "Did you forget to add the page to the router?", noindex: true });
    expect(find(tags, "rel", "canonical")).toBeUndefined();
    expect(find(tags, "property", "og:url")).toBeUndefined();
    expect(find(tags, "name", "robots")).toEqual({ name: "robots", content: "noindex" });
  });

  it("gives every page a complete Twitter card: its kind, title, description and image", () => {
    const tags = seo({ title: "Pricing", description: "Plans", path: "/pricing" });
    expect(find(tags, "name", "twitter:card")).toEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(find(tags, "name", "twitter:title")).toEqual({ name: "twitter:title", content: "Pricing" });
    expect(find(tags, "name", "twitter:description")).toEqual({ name: "twitter:description", content: "Plans" });
    expect(find(tags, "name", "twitter:image")).toMatchObject({ content: expect.stringMatching(/^https?:\/\/[^/]+\/api\/images\/social\/og-default\.jpg$/) });
  });

  it("shares the site's own 1200 x 630 images, a stored image's card, and declares their size only", () => {
    const site = seo({ title: "Pricing", description: "Plans", path: "/pricing" });
    expect(find(site, "property", "og:image")).toMatchObject({ content: expect.stringMatching(/\/api\/images\/social\/og-default\.jpg$/) });
    expect(find(site, "property", "og:image:width")).toEqual({ property: "og:image:width", content: "1200" });
    expect(find(site, "property", "og:image:height")).toEqual({ property: "og:image:height", content: "630" });

    // Issue 32: a product's 800 x 600 photo is shared as its card, made from it by the function.
    const photo = seo({ title: "TH-310", description: "A sensor", path: "/products/7", image: "/api/images/products/th-310.webp" });
    expect(find(photo, "property", "og:image")).toMatchObject({
      content: expect.stringMatching(/^https?:\/\/[^/]+\/api\/images\/social\/of\/products\/th-310\.webp\.jpg$/),
    });
    expect(find(photo, "name", "twitter:image")).toMatchObject({
      content: expect.stringMatching(/^https?:\/\/[^/]+\/api\/images\/social\/of\/products\/th-310\.webp\.jpg$/),
    });
    expect(find(photo, "property", "og:image:width")).toEqual({ property: "og:image:width", content: "1200" });

    const elsewhere = seo({ title: "TH-310", description: "A sensor", path: "/products/7", image: "https://cdn.example.com/th-310.png" });
    expect(find(elsewhere, "property", "og:image")).toMatchObject({ content: "https://cdn.example.com/th-310.png" });
    expect(find(elsewhere, "property", "og:image:width")).toBeUndefined();
  });
});
