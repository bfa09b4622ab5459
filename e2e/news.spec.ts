import { expect, test, type APIRequestContext } from "@playwright/test";
import { adminAccount, unique } from "./admin-support";
import { jsonLdBlocks, ofType } from "./seo-support";

/** Writes an article through the admin API, as the admin's News tab does. */
async function writeArticle(request: APIRequestContext, fields: { title: string; isPublished: boolean; content?: string }) {
  expect((await request.post("/api/auth/login", { data: adminAccount })).status()).toBe(200);
  const response = await request.post("/api/admin/news", {
    data: { excerpt: `Summary of ${fields.title}`, content: "First paragraph.\n\nSecond paragraph.", category: "Product Launch", ...fields },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { slug: string; title: string };
}

test("a published article is on /news, at its page with NewsArticle JSON-LD, in the feed and the sitemap; a draft is on none and 404", async ({ page, request }) => {
  const published = await writeArticle(request, {
    title: unique("E2E Launch"),
    isPublished: true,
    content: 'Line one\nline two <script>alert("x")</script>\n\nNext paragraph.',
  });
  const draft = await writeArticle(request, { title: unique("E2E Draft"), isPublished: false });

  await page.goto("/news");
  await expect(page.getByRole("heading", { name: "News", level: 1 })).toBeVisible();
  await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", /\/news\/rss\.xml$/);
  const ours = page.getByRole("article").filter({ hasText: published.title });
  await expect(ours).toContainText("Product Launch");
  // Newest first: the article just published comes before every article of the seed (journeys
  // running beside this one may publish newer ones, so it need not be the very first).
  const cards = await page.getByRole("article").allInnerTexts();
  const seeded = cards.findIndex((text) => !text.includes("E2E "));
  expect(seeded).toBeGreaterThan(0);
  expect(cards.findIndex((text) => text.includes(published.title))).toBeLessThan(seeded);
  await expect(page.getByText(draft.title)).toHaveCount(0);

  await page.getByRole("link", { name: published.title }).click();
  await expect(page).toHaveURL(new RegExp(`/news/${published.slug}$`));
  await expect(page.getByRole("heading", { name: published.title, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`${published.title} | LoRaWAN Sensors`);
  // The admin's text as text: its line break kept, its markup shown, not run.
  await expect(page.getByText('line two <script>alert("x")</script>')).toBeVisible();
  await expect(page.getByText("Next paragraph.")).toBeVisible();
  const [article] = ofType(await jsonLdBlocks(page), "NewsArticle");
  expect(article).toMatchObject({ headline: published.title, publisher: { name: "LoRaWAN Sensors" } });
  expect(article?.datePublished).toEqual(expect.any(String));

  const feed = await request.get("/news/rss.xml");
  expect(feed.headers()["content-type"]).toMatch(/^application\/rss\+xml/);
  const xml = await feed.text();
  expect(xml).toContain(`<title>${published.title}</title>`);
  expect(xml).not.toContain(draft.title);

  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`/news/${published.slug}</loc>`);
  expect(sitemap).not.toContain(`/news/${draft.slug}</loc>`);

  const missing = await page.goto(`/news/${draft.slug}`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});

test("the RSS link on /news is a 44 px touch target on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/news");
  const subscribe = page.getByRole("link", { name: "Subscribe with RSS" });
  await expect(subscribe).toHaveAttribute("href", "/news/rss.xml");
  expect((await subscribe.boundingBox())!.height).toBeGreaterThanOrEqual(44);
});

test("the Resources page's blog teasers lead to the articles and to all news", async ({ page, request }) => {
  const article = await writeArticle(request, { title: unique("E2E Teaser"), isPublished: true });
  await page.goto("/resources");
  const blog = page.getByRole("region", { name: "From the blog" });
  await blog.getByRole("link", { name: article.title }).click();
  await expect(page.getByRole("heading", { name: article.title, level: 1 })).toBeVisible();
  await page.goto("/resources");
  await page.getByRole("region", { name: "From the blog" }).getByRole("link", { name: "All news" }).click();
  await expect(page).toHaveURL(/\/news$/);
});
