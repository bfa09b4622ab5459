import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsFeedSize, newsPageSize } from "@lorawan/contracts/news";
import { send, signedInCookies, unique, type TestApi } from "./helpers.js";
import { head, startPagesApi } from "./pages.js";

// The public news (issue 23): /news, /news/{slug}, /news/rss.xml, the sitemap and the Resources
// page's teasers, rendered through React Router's server build against the test Firestore, with
// articles written through the admin API (so each write changes the news version as in production).
let api: TestApi;
let admin: string;
beforeAll(async () => {
  api = await startPagesApi();
  admin = (await signedInCookies(api)).adminCookie;
}, 60_000);
afterAll(async () => {
  await api?.close();
});

type News = { id: number; slug: string; title: string; excerpt: string; category: string; content: string; publishedAt: string | null; updatedAt: string };

async function writeNews(fields: Record<string, unknown>, id?: number): Promise<News> {
  const tag = unique();
  const body = { title: `Gateway launch ${tag}`, excerpt: `Excerpt ${tag}`, content: "First paragraph.\n\nSecond paragraph.", category: "Product Launch", isPublished: true, ...fields };
  const response = await send(api, id === undefined ? "POST" : "PUT", id === undefined ? "/api/admin/news" : `/api/admin/news/${id}`, { cookie: admin, body });
  expect(response.status, await response.clone().text()).toBe(id === undefined ? 201 : 200);
  return (await response.json()) as News;
}

const page = async (path: string) => {
  const response = await fetch(api.url(path));
  return { status: response.status, headers: response.headers, html: await response.text() };
};
function jsonLdOfType(html: string, type: string): Record<string, unknown>[] {
  return [...head(html).matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
    .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
    .filter((block) => block["@type"] === type);
}

describe("a published article and a draft", () => {
  it("shows the published one on /news, at its slug, in the feed and the sitemap; the draft on none and 404 at its slug", { timeout: 60_000 }, async () => {
    const published = await writeNews({ title: `Soil sensor field trial ${unique()}`, category: "Case Study", featuredImage: "/api/images/news/trial.webp" });
    const draft = await writeNews({ title: `Unannounced gateway ${unique()}`, isPublished: false });

    const list = await page("/news");
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(head(list.html)).toContain("<title>News | LoRaWAN Sensors</title>");
    expect(head(list.html)).toMatch(/rel="canonical" href="https?:\/\/[^"]+\/news"/);
    expect(head(list.html)).toMatch(/<link rel="alternate" type="application\/rss\+xml" title="LoRaWAN Sensors News" href="https?:\/\/[^"]+\/news\/rss\.xml"/);
    // Newest first: the article just published leads the first page.
    const firstCard = list.html.indexOf("<article");
    expect(list.html.slice(firstCard, list.html.indexOf("</article>", firstCard))).toContain(published.title);
    expect(list.html).toContain(`href="/news/${published.slug}"`);
    expect(list.html).toContain(published.excerpt);
    expect(list.html).toContain("Case Study");
    expect(list.html).toMatch(new RegExp(`<time [^>]*datetime="${published.publishedAt}">[A-Z][a-z]+ \\d{1,2}, \\d{4}</time>`, "i"));
    expect(list.html).toContain('src="/api/images/news/trial.webp"');
    expect(list.html).not.toContain(draft.title);

    const article = await page(`/news/${published.slug}`);
    expect(article.status).toBe(200);
    expect(head(article.html).match(/<title>/g)).toHaveLength(1);
    expect(head(article.html)).toContain(`<title>${published.title} | LoRaWAN Sensors</title>`);
    expect(head(article.html)).toContain(`name="description" content="${published.excerpt}"`);
    expect(head(article.html)).toMatch(new RegExp(`rel="canonical" href="https?://[^"]+/news/${published.slug}"`));
    expect(head(article.html)).toContain('property="og:type" content="article"');
    expect(head(article.html)).toContain(`property="og:title" content="${published.title} | LoRaWAN Sensors"`);
    expect(head(article.html)).toMatch(/property="og:image" content="https?:\/\/[^"]+\/api\/images\/news\/trial\.webp"/);
    expect(head(article.html)).toContain('type="application/rss+xml"');
    const [jsonLd, ...others] = jsonLdOfType(article.html, "NewsArticle");
    expect(others).toEqual([]);
    expect(jsonLd).toMatchObject({
      headline: published.title,
      datePublished: published.publishedAt,
      dateModified: published.updatedAt,
      image: [expect.stringMatching(/^https?:\/\/.+\/api\/images\/news\/trial\.webp$/)],
      publisher: { "@type": "Organization", name: "LoRaWAN Sensors" },
    });
    expect(article.html).toMatch(new RegExp(`<h1[^>]*>${published.title}</h1>`));
    expect(article.html).toMatch(/<p[^>]*>First paragraph\.<\/p><p[^>]*>Second paragraph\.<\/p>/);

    const missing = await page(`/news/${draft.slug}`);
    expect(missing.status).toBe(404);
    expect(head(missing.html)).toContain("<title>404 Page Not Found</title>");
    expect(head(missing.html)).toContain('name="robots" content="noindex"');
    expect(missing.html).toContain("Did you forget to add the page to the router?");
    expect(missing.html).not.toContain(draft.title);
    expect((await page(`/news/no-such-article-${unique()}`)).status).toBe(404);

    const feed = await fetch(api.url("/news/rss.xml"));
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toMatch(/^application\/rss\+xml/);
    const xml = await feed.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toMatch(new RegExp(`<item>\\s*<title>${published.title}</title>\\s*<link>https?://[^<]+/news/${published.slug}</link>`));
    expect(xml).toContain(`<pubDate>${new Date(published.publishedAt!).toUTCString()}</pubDate>`);
    expect(xml).not.toContain(draft.title);
    expect(xml.match(/<item>/g)!.length).toBeLessThanOrEqual(newsFeedSize);

    const sitemap = await (await fetch(api.url("/sitemap.xml"))).text();
    expect(sitemap).toMatch(/<loc>https?:\/\/[^<]+\/news<\/loc>/);
    expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+/news/${published.slug}</loc><lastmod>${published.updatedAt}</lastmod>`));
    expect(sitemap).not.toContain(`/news/${draft.slug}<`);

    const resources = await page("/resources");
    expect(resources.status).toBe(200);
    expect(resources.html).toContain(`href="/news/${published.slug}"`);
    expect(resources.html).toContain('href="/news"');
  });

  it("shows an article's withdrawal and publication at once (the news version changes with every write)", async () => {
    const article = await writeNews({});
    expect((await page(`/news/${article.slug}`)).status).toBe(200);
    await writeNews({ title: article.title, slug: article.slug, isPublished: false }, article.id);
    expect((await page(`/news/${article.slug}`)).status).toBe(404);
    expect((await page("/news")).html).not.toContain(article.title);
    expect(await (await fetch(api.url("/news/rss.xml"))).text()).not.toContain(article.title);
    await writeNews({ title: article.title, slug: article.slug, isPublished: true }, article.id);
    expect((await page(`/news/${article.slug}`)).status).toBe(200);
    expect((await send(api, "DELETE", `/api/admin/news/${article.id}`, { cookie: admin })).status).toBe(200);
    expect((await page(`/news/${article.slug}`)).status).toBe(404);
  });

  it("shows an imported article at once", async () => {
    const slug = `imported-${unique()}`;
    const file = { news: [{ title: `Imported ${slug}`, slug, excerpt: "From another environment", content: "Text", category: "Company News", isPublished: true }] };
    const response = await send(api, "POST", "/api/admin/import-data", { cookie: admin, body: file });
    expect(response.status, await response.clone().text()).toBe(200);
    expect((await page(`/news/${slug}`)).status).toBe(200);
  });

  it("answers 304 to a cache holding the current page or feed, and the page again after a write", async () => {
    // As a cache revalidates (fetch's own conditional requests add Cache-Control: no-cache).
    const revalidate = (etag: string) => ({ headers: { "If-None-Match": etag, "Cache-Control": "max-age=0" } });
    await writeNews({});
    const first = await fetch(api.url("/news"));
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\/"news-/);
    expect((await fetch(api.url("/news"), revalidate(etag!))).status, "page").toBe(304);
    const feedTag = (await fetch(api.url("/news/rss.xml"))).headers.get("etag")!;
    expect((await fetch(api.url("/news/rss.xml"), revalidate(feedTag))).status, "feed").toBe(304);
    await writeNews({});
    expect((await fetch(api.url("/news"), revalidate(etag!))).status).toBe(200);
  });
});

describe("what the admin typed", () => {
  it("is text on the page and in the feed, never markup", async () => {
    const article = await writeNews({
      title: `Tags & <b>bold</b> ${unique()}`,
      excerpt: 'An "excerpt" with <img src=x onerror=alert(1)>',
      content: '<script>alert("x")</script>\nsecond line\n\nnext paragraph',
    });
    const { html } = await page(`/news/${article.slug}`);
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<br/>second line");
    expect(html).toContain("Tags &amp; &lt;b&gt;bold&lt;/b&gt;");
    const xml = await (await fetch(api.url("/news/rss.xml"))).text();
    expect(xml).toContain(`<title>Tags &amp; &lt;b&gt;bold&lt;/b&gt; ${article.title.split(" ").at(-1)}</title>`);
    expect(xml).toContain("<description>An &quot;excerpt&quot; with &lt;img src=x onerror=alert(1)&gt;</description>");
    expect(xml).not.toContain("<img");
  });
});

describe("paging", () => {
  it("shows a page of articles at a time, and 404 past the last page or for a page that is no number", { timeout: 60_000 }, async () => {
    for (let i = 0; i <= newsPageSize; i++) await writeNews({});
    const first = await page("/news");
    expect(first.html.match(/<article/g)).toHaveLength(newsPageSize);
    const pages = Number(/Page 1 of (\d+)/.exec(first.html)?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(first.html).toContain('href="/news?page=2"');
    const second = await page("/news?page=2");
    expect(second.status).toBe(200);
    expect(head(second.html)).toMatch(/rel="canonical" href="https?:\/\/[^"]+\/news\?page=2"/);
    expect(second.html).toContain('href="/news"');
    for (const path of [`/news?page=${pages + 1}`, "/news?page=0", "/news?page=two"]) {
      const response = await page(path);
      expect(response.status, path).toBe(404);
      expect(response.html).toContain("Did you forget to add the page to the router?");
    }
  });
});
