// @vitest-environment node
import { Button, ChakraProvider } from "@chakra-ui/react";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createEmotionCache, prerenderedStyleTags } from "./emotionCache";
import { siteSystem } from "./theme";

describe("the server render's style tags", () => {
  function renderPage() {
    const cache = createEmotionCache();
    cache.compat = true;
    const emotion = createEmotionServer(cache);
    const html = renderToString(
      <CacheProvider value={cache}>
        <ChakraProvider value={siteSystem()}>
          <Button>Request a demo</Button>
        </ChakraProvider>
      </CacheProvider>,
    );
    return { html, tags: prerenderedStyleTags(emotion.extractCriticalToChunks(html).styles) };
  }

  it("are plain tags, not Emotion's, so its browser cache neither moves nor adopts them", () => {
    const { tags } = renderPage();
    const attributes = [...tags.matchAll(/<style ([^>]*)>/g)].map((match) => match[1]!);
    expect(attributes).toEqual(['data-prerendered-css="css-global"', 'data-prerendered-css="css"']);
    expect(tags).not.toContain("data-emotion");
  });

  it("carry the page's reset, global and token CSS once, and the rule of each class the page uses", () => {
    const { html, tags } = renderPage();
    const [global, components] = tags.split("</style>");
    expect(global).toContain("--chakra-colors-brand-500:");
    expect(global).toContain(".skip-link");
    expect(global).toContain("@keyframes spin");
    expect(tags.split("--chakra-colors-brand-500:")).toHaveLength(2);
    const buttonClass = /<button[^>]* class="[^"]*\b(css-[\w-]+)/.exec(html)![1]!;
    expect(components).toContain(`.${buttonClass}{`);
  });

  it("carry the -webkit- forms the site's browsers still need, and no -ms-, -moz- or old flexbox forms (decision 087)", () => {
    const { tags } = renderPage();
    // A Chakra button is an inline flex box that cannot be selected.
    expect(tags).toContain("display:inline-flex;");
    expect(tags).toContain("-webkit-user-select:none;user-select:none;");
    // (Chakra's reset writes a few prefixed properties itself, -moz-appearance among them: those stay.)
    expect(tags).not.toMatch(/-webkit-box|-ms-flexbox|-ms-inline-flexbox|-webkit-inline-flex|-webkit-align-items|-ms-flex-align|-(ms|moz)-user-select|@-webkit-keyframes/);
  });
});
