import { Button, ChakraProvider } from "@chakra-ui/react";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { act } from "@testing-library/react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { prerenderedStyleTags } from "./emotionCache";
import { providerSystem, siteSystem } from "./theme";

/** Every rule Emotion has written into the document. */
function documentCss(): string {
  return [...document.querySelectorAll("style")]
    .flatMap((style) => (style.sheet ? [...style.sheet.cssRules].map((rule) => rule.cssText) : [style.textContent ?? ""]))
    .join("\n");
}

/** The head a server render writes: the system's global styles, then the page's class rules. */
const servedHead = () => prerenderedStyleTags([{ key: "css-global", css: ":where(html, .chakra-theme){--chakra-colors-brand-500:#00d4aa}" }]);

describe("the Chakra system a provider gets", () => {
  afterEach(() => {
    document.head.innerHTML = "";
    document.body.innerHTML = "";
  });

  it("is the site's one system, whole, where the document has no served global styles (the server, a unit test)", () => {
    expect(providerSystem()).toBe(siteSystem());
    expect(siteSystem()._global.length).toBeGreaterThan(0);
  });

  it("is the same system without its global styles on a page whose head has them", () => {
    document.head.innerHTML = servedHead();
    const provided = providerSystem();
    const site = siteSystem();
    expect(provided._global).toEqual([]);
    expect(provided.getRecipeFn("button")({ size: "md", variant: "solid" })).toEqual(site.getRecipeFn("button")({ size: "md", variant: "solid" }));
    const props = { color: "brand.fg", px: { base: "4", md: "6" }, animation: "spin" };
    expect(provided.css(props)).toEqual(site.css(props));
    expect(providerSystem()).toBe(provided);
  });

  it("adds no reset, global, token or keyframes CSS to such a page, however many islands it hydrates", async () => {
    document.head.innerHTML = servedHead();
    for (const label of ["Request a demo", "Contact sales"]) {
      const element = document.createElement("div");
      document.body.append(element);
      await act(async () =>
        createRoot(element).render(
          <ChakraProvider value={providerSystem()}>
            <Button>{label}</Button>
          </ChakraProvider>,
        ),
      );
    }
    expect(document.querySelectorAll("button")).toHaveLength(2);
    const css = documentCss();
    expect(css.match(/--chakra-colors-brand-500\s*:/g)).toHaveLength(1);
    expect(css).not.toContain("--chakra-colors-red-solid");
    expect(css).not.toContain("@keyframes");
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
          <ChakraProvider value={providerSystem()}>
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
