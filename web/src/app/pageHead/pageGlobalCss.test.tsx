// @vitest-environment node
import { Badge, Box, Button, ChakraProvider, Spinner } from "@chakra-ui/react";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createEmotionCache, globalChunkKey } from "./emotionCache";
import { pageGlobalCss } from "./pageGlobalCss.server";
import { siteSystem } from "./theme";

/** A server render as pageHeadRender.server.tsx does it: the page's markup, its global CSS and the rest of its CSS. */
function render(page: ReactNode) {
  const cache = createEmotionCache();
  cache.compat = true;
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <ChakraProvider value={siteSystem()}>{page}</ChakraProvider>
    </CacheProvider>,
  );
  const chunks = emotion.extractCriticalToChunks(html).styles;
  const globalCss = chunks.find(({ key }) => key === globalChunkKey)!.css;
  const pageText = html + chunks.map(({ key, css }) => (key === globalChunkKey ? "" : css)).join("");
  return { globalCss, pageText, headCss: pageGlobalCss(globalCss, pageText) };
}

// Names as CSS writes them, escapes included: Chakra writes the token of `2.5` as `--chakra-spacing-2\.5`.
const declared = (css: string) => new Set(Array.from(css.matchAll(/(--chakra-(?:[\w-]|\\.)+)\s*:/g), (match) => match[1]!));
const referenced = (css: string) => new Set(Array.from(css.matchAll(/var\((--chakra-(?:[\w-]|\\.)+)/g), (match) => match[1]!));
const keyframes = (css: string) => Array.from(css.matchAll(/@(?:-webkit-)?keyframes ([\w-]+)/g), (match) => match[0]);
const withoutTokensAndKeyframes = (css: string) =>
  css.replace(/:where\(html, \.chakra-theme\)\{[^}]*\}/, "").replace(/@(?:-webkit-)?keyframes [\w-]+\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, "");

describe("the head's global CSS (decision 047)", () => {
  const page = render(
    <Box color="brand.fg" bg="bg.muted" p="4">
      <Button colorPalette="red">Delete</Button>
      <Badge>Available</Badge>
      <Box py="0.5" w="1/2" />
    </Box>,
  );

  it("declares every token the page refers to, and the tokens those refer to", () => {
    const names = declared(page.headCss);
    const tokens = declared(page.globalCss);
    // Chakra also refers to properties it never declares, with a fallback (`var(--chakra-empty,)`).
    for (const name of referenced(page.headCss + page.pageText)) if (tokens.has(name)) expect(names, name).toContain(name);
    expect(names).toContain("--chakra-colors-brand-fg");
    expect(names).toContain("--chakra-colors-brand-700"); // brand.fg is {colors.brand.700}
    expect(names).toContain("--chakra-colors-red-solid");
    expect(names).toContain("--chakra-spacing-4");
    // Keys with a "." or "/" are escaped in the CSS: the badge's padding, a half width.
    expect(names).toContain("--chakra-spacing-1\\.5");
    expect(names).toContain("--chakra-spacing-0\\.5");
    expect(names).toContain("--chakra-sizes-1\\/2");
  });

  it("leaves out the tokens nothing on the page uses, a good share of them", () => {
    const names = declared(page.headCss);
    expect(names).not.toContain("--chakra-colors-blue-950");
    expect(names).not.toContain("--chakra-z-index-modal");
    expect(names.size).toBeLessThan(declared(page.globalCss).size / 2);
  });

  it("keeps only the keyframes an animation on the page names", () => {
    expect(keyframes(page.globalCss)).toContain("@keyframes spin");
    expect(keyframes(page.headCss)).toEqual([]);
    const spinning = render(<Spinner />);
    expect(keyframes(spinning.headCss)).toContain("@keyframes spin");
    expect(keyframes(spinning.headCss)).not.toContain("@keyframes bounce");
  });

  it("changes nothing else: the reset, the global rules and custom properties that are not tokens stay as they were", () => {
    expect(withoutTokensAndKeyframes(page.headCss)).toBe(withoutTokensAndKeyframes(page.globalCss));
    expect(page.headCss).toContain("--font-fallback:");
    expect(page.headCss).toContain(".skip-link");
  });

  it("leaves CSS without Chakra's token rule as it is", () => {
    expect(pageGlobalCss("html{color:red}", "<p>plain</p>")).toBe("html{color:red}");
  });
});
