import { Button, ChakraProvider } from "@chakra-ui/react";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { act } from "@testing-library/react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { prerenderedStyleTags } from "./emotionCache";
import { siteSystem } from "./theme";
import { islandPageSystem } from "./islandSystem";

/** Every rule Emotion has written into the document. */
function documentCss(): string {
  return [...document.querySelectorAll("style")]
    .flatMap((style) => (style.sheet ? [...style.sheet.cssRules].map((rule) => rule.cssText) : [style.textContent ?? ""]))
    .join("\n");
}

describe("the islands' Chakra system", () => {
  afterEach(() => {
    document.head.innerHTML = "";
    document.body.innerHTML = "";
  });

  it("styles an island's components with the classes and rules of the prerender's system", () => {
    const islands = islandPageSystem();
    const site = siteSystem();
    expect(islands.getRecipeFn("button")({ size: "md", variant: "solid" })).toEqual(site.getRecipeFn("button")({ size: "md", variant: "solid" }));
    expect(islands.getSlotRecipeFn("field")({})).toEqual(site.getSlotRecipeFn("field")({}));
    const props = { color: "brand.fg", px: { base: "4", md: "6" }, animation: "spin" };
    expect(islands.css(props)).toEqual(site.css(props));
  });

  it("adds no reset or global CSS to a page, and every token and keyframes once, however many islands it hydrates", async () => {
    // The head has only the tokens its HTML uses (decision 047); a fresh module is a new page.
    vi.resetModules();
    const { islandPageSystem: freshPageSystem } = await import("./islandSystem");
    document.head.innerHTML = prerenderedStyleTags([{ key: "css-global", css: ":where(html, .chakra-theme){--chakra-colors-brand-500:#00d4aa}" }]);
    for (const label of ["Request a demo", "Contact sales"]) {
      const element = document.createElement("div");
      document.body.append(element);
      await act(async () =>
        createRoot(element).render(
          <ChakraProvider value={freshPageSystem()}>
            <Button>{label}</Button>
          </ChakraProvider>,
        ),
      );
    }
    expect(document.querySelectorAll("button")).toHaveLength(2);
    const css = documentCss();
    expect(css.match(/--chakra-colors-red-solid\s*:/g)).toHaveLength(1);
    expect(css.match(/--chakra-z-index-modal\s*:/g)).toHaveLength(1);
    expect(css).toContain("@keyframes spin");
    expect(css).not.toContain(".skip-link");
    expect(css).not.toMatch(/(^|\n|})\*,/);
  });

  it("leaves the server's style tags where they are and writes an island's rules in a tag after them", async () => {
    document.head.innerHTML = prerenderedStyleTags([
      { key: "css-global", css: ":root{--chakra-colors-brand-500:#0b5;}" },
      { key: "css", css: ".css-abc{margin:0}" },
    ]);
    const served = [...document.head.children];
    const removed: Node[] = [];
    const observer = new MutationObserver((records) => records.forEach((record) => removed.push(...record.removedNodes)));
    observer.observe(document.head, { childList: true });

    // Emotion's default browser cache is this one, created when @emotion/react is first loaded.
    const cache = createCache({ key: "css" });
    const element = document.createElement("div");
    document.body.append(element);
    await act(async () =>
      createRoot(element).render(
        <CacheProvider value={cache}>
          <ChakraProvider value={islandPageSystem()}>
            <Button>Request a demo</Button>
          </ChakraProvider>
        </CacheProvider>,
      ),
    );
    observer.disconnect();

    expect(removed).toEqual([]);
    const styles = [...document.head.children];
    expect(styles.slice(0, 2)).toEqual(served);
    expect(styles.length).toBeGreaterThan(2);
    const buttonClass = [...document.querySelector("button")!.classList].find((name) => name.startsWith("css-"))!;
    expect(documentCss()).toContain(`.${buttonClass}`);
  });
});
