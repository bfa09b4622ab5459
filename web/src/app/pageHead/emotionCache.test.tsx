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
});
