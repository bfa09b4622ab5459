import { describe, expect, it } from "vitest";
import { send, signedInApiForFile, unique } from "./helpers.js";

const signedIn = signedInApiForFile();

type News = { id: number; slug: string; title: string; isPublished: boolean; publishedAt: string | null; authorId: number; createdAt: string };
const article = (title = `Gateway news ${unique()}`) => ({ title, excerpt: "Short", content: "Long text", category: "Product" });
const post = (body: unknown) => send(signedIn.api, "POST", "/api/admin/news", { cookie: signedIn.admin, body });

describe("admin news", () => {
  it("derives the slug from the title by the rule of spec 5 and stores authorId", async () => {
    const tag = unique();
    const response = await post(article(`  LoRaWAN 1.1 -- Is Here! ${tag} `));
    expect(response.status).toBe(201);
    const news = (await response.json()) as News;
    expect(news.slug).toBe(`lorawan-1-1-is-here-${tag}`);
    expect(news).toMatchObject({ authorId: 1, isPublished: false, publishedAt: null });
  });

  it("refuses a duplicate slug with 409 and a malformed one with 400", async () => {
    const slug = `fixed-${unique()}`;
    expect((await post({ ...article(), slug })).status).toBe(201);
    const duplicate = await post({ ...article(), slug });
    expect(duplicate.status).toBe(409);
    expect((await post({ ...article(), slug: "Not A Slug" })).status).toBe(400);
    expect((await post({ ...article("!!!") })).status).toBe(400);
  });

  it.each(["title", "excerpt", "content", "category"])("requires %s", async (field) => {
    const response = await post({ ...article(), [field]: "" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { issues: { path: string }[] }).issues[0]?.path).toBe(field);
  });

  it("sets publishedAt to now on every published save and to null on a draft save", async () => {
    const created = (await (await post({ ...article(), isPublished: true, publishedAt: "2001-01-01T00:00:00.000Z" })).json()) as News;
    expect(created.publishedAt).not.toBe("2001-01-01T00:00:00.000Z");
    expect(Date.now() - Date.parse(created.publishedAt!)).toBeLessThan(60_000);

    await new Promise((resolve) => setTimeout(resolve, 10));
    const resaved = (await (
      await send(signedIn.api, "PUT", `/api/admin/news/${created.id}`, {
        cookie: signedIn.admin,
        body: { ...article(created.title), slug: created.slug, isPublished: true },
      })
    ).json()) as News;
    expect(resaved.publishedAt! > created.publishedAt!).toBe(true);
    expect(resaved.createdAt).toBe(created.createdAt);

    const draft = (await (
      await send(signedIn.api, "PUT", `/api/admin/news/${created.id}`, {
        cookie: signedIn.admin,
        body: { ...article(created.title), slug: created.slug, isPublished: false },
      })
    ).json()) as News;
    expect(draft).toMatchObject({ isPublished: false, publishedAt: null });
  });

  it("lists newest first, updates keep the own slug, and deletes", async () => {
    const a = (await (await post(article())).json()) as News;
    await new Promise((resolve) => setTimeout(resolve, 10));
    const b = (await (await post(article())).json()) as News;
    const list = (await (await send(signedIn.api, "GET", "/api/admin/news", { cookie: signedIn.admin })).json()) as News[];
    const ids = list.map((n) => n.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));

    const taken = await send(signedIn.api, "PUT", `/api/admin/news/${b.id}`, { cookie: signedIn.admin, body: { ...article(), slug: a.slug } });
    expect(taken.status).toBe(409);

    expect((await send(signedIn.api, "DELETE", `/api/admin/news/${a.id}`, { cookie: signedIn.admin })).status).toBe(200);
    expect((await send(signedIn.api, "DELETE", `/api/admin/news/${a.id}`, { cookie: signedIn.admin })).status).toBe(404);
    expect((await send(signedIn.api, "PUT", `/api/admin/news/${a.id}`, { cookie: signedIn.admin, body: article() })).status).toBe(404);
  });
});
