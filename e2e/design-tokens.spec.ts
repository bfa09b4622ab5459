import { expect, test } from "@playwright/test";
import { paths, publicPagePaths } from "@lorawan/contracts/paths";
import { catalogue } from "./catalogue-support";

// Decision 106: a page's head declares the design tokens the site's Chakra system registers, chosen
// in its config (web/src/app/pageHead/themeTokens.ts). Every token the page's CSS or markup refers
// to without a fallback must be among them, or what it styles (a palette's shade, a half width)
// silently falls back to nothing. Names are read as CSS writes them: Chakra escapes the "." and "/"
// of a key (`--chakra-spacing-2\.5`, `--chakra-sizes-1\/2`).
const tokenName = String.raw`--chakra-(?:[\w-]|\\.)+`;

function undeclaredTokens(html: string): string[] {
  const declared = new Set(Array.from(html.matchAll(new RegExp(`(${tokenName})\\s*:`, "g")), (match) => match[1]!));
  const required = new Set(Array.from(html.matchAll(new RegExp(`var\\((${tokenName})\\s*\\)`, "g")), (match) => match[1]!));
  return [...required].filter((name) => !declared.has(name));
}

test("every page declares each design token its HTML refers to, escaped names included", async ({ request }) => {
  const [first, second] = await catalogue(request);
  const newsPage = await (await request.get(paths.news)).text();
  const article = /href="(\/news\/(?!rss\.xml)[^"]+)"/.exec(newsPage)?.[1];
  expect(article, "a news article linked from /news").toBeTruthy();
  const pages = [...publicPagePaths, paths.product(first!.id), `${paths.compare}?ids=${first!.id},${second!.id}`, article!, "/admin", "/no-such-page"];
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain("--chakra-colors-");
    expect(undeclaredTokens(html), path).toEqual([]);
  }
});
