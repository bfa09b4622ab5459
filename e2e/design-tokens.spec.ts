import { expect, test } from "@playwright/test";
import { publicPagePaths } from "@lorawan/contracts/paths";
import { catalogue } from "./catalogue-support";

// Decision 047: a page's head declares only the design tokens its HTML uses. Every token the page's
// CSS or markup refers to without a fallback must be among them, or what it styles (a badge's
// padding, a half width) silently falls back to nothing. Names are read as CSS writes them: Chakra
// escapes the "." and "/" of a key (`--chakra-spacing-2\.5`, `--chakra-sizes-1\/2`).
const tokenName = String.raw`--chakra-(?:[\w-]|\\.)+`;

function undeclaredTokens(html: string): string[] {
  const declared = new Set(Array.from(html.matchAll(new RegExp(`(${tokenName})\\s*:`, "g")), (match) => match[1]!));
  const required = new Set(Array.from(html.matchAll(new RegExp(`var\\((${tokenName})\\s*\\)`, "g")), (match) => match[1]!));
  return [...required].filter((name) => !declared.has(name));
}

test("every page declares each design token its HTML refers to, escaped names included", async ({ request }) => {
  const [product] = await catalogue(request);
  const paths = [...publicPagePaths, `/products/${product!.id}`, "/admin", "/no-such-page"];
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain("--chakra-colors-");
    expect(undeclaredTokens(html), path).toEqual([]);
  }
});
