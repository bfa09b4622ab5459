import { describe, expect, it } from "vitest";
import type { PublicNews } from "@lorawan/contracts/news";
import { newsFeedXml } from "./rss.js";

const article = (fields: Partial<PublicNews>): PublicNews => ({
  id: 1,
  title: "Title",
  slug: "title",
  excerpt: "Excerpt",
  content: "Content",
  category: "Company News",
  featuredImage: null,
  publishedAt: "2025-03-04T05:06:07.000Z",
  updatedAt: "2025-03-04T05:06:07.000Z",
  ...fields,
});

describe("newsFeedXml", () => {
  it("is RSS 2.0 with absolute links on the site URL, RFC 822 dates and every text escaped", () => {
    const xml = newsFeedXml({
      siteUrl: "https://sensors.test",
      title: "News & more",
      description: "About <us>",
      articles: [article({ title: 'Fish & "chips" <b>', slug: "fish-chips", excerpt: "<script>x</script>", category: "R&D" })],
    });
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0" xmlns:atom="http:\/\/www.w3.org\/2005\/Atom">/);
    expect(xml).toContain("<title>News &amp; more</title>");
    expect(xml).toContain("<link>https://sensors.test/news</link>");
    expect(xml).toContain("<description>About &lt;us&gt;</description>");
    expect(xml).toContain('<atom:link href="https://sensors.test/news/rss.xml" rel="self" type="application/rss+xml"/>');
    expect(xml).toContain("<title>Fish &amp; &quot;chips&quot; &lt;b&gt;</title>");
    expect(xml).toContain("<link>https://sensors.test/news/fish-chips</link>");
    expect(xml).toContain('<guid isPermaLink="true">https://sensors.test/news/fish-chips</guid>');
    expect(xml).toContain("<pubDate>Tue, 04 Mar 2025 05:06:07 GMT</pubDate>");
    expect(xml).toContain("<category>R&amp;D</category>");
    expect(xml).toContain("<description>&lt;script&gt;x&lt;/script&gt;</description>");
    expect(xml).toContain("<lastBuildDate>Tue, 04 Mar 2025 05:06:07 GMT</lastBuildDate>");
  });

  it("is a valid empty channel without articles", () => {
    const xml = newsFeedXml({ siteUrl: "https://sensors.test", title: "News", description: "D", articles: [] });
    expect(xml).not.toContain("<item>");
    expect(xml).not.toContain("lastBuildDate");
    expect(xml.trimEnd().endsWith("</rss>")).toBe(true);
  });
});
