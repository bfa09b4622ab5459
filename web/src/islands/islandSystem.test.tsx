import { Button, ChakraProvider } from "@chakra-ui/react";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { siteSystem } from "~/app/theme";
import { islandPageSystem } from "./islandSystem";

/** Every rule Emotion has written into the document. */
function documentCss(): string {
  return [...document.querySelectorAll("style")]
    .flatMap((style) => (style.sheet ? [...style.sheet.cssRules].map((rule) => rule.cssText) : [style.textContent ?? ""]))
    .join("\n");
}

describe("the islands' Chakra system", () => {
  afterEach(() => {
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

  it("adds no reset, global or token CSS to a page, however many islands it hydrates", async () => {
    for (const label of ["Request a demo", "Contact sales"]) {
      const element = document.createElement("div");
      document.body.append(element);
      await act(async () =>
        createRoot(element).render(
          <ChakraProvider value={islandPageSystem()}>
            <Button>{label}</Button>
          </ChakraProvider>,
        ),
      );
    }
    expect(document.querySelectorAll("button")).toHaveLength(2);
    const css = documentCss();
    expect(css).toContain("--chakra-colors-"); // the button's rules refer to the prerendered tokens
    expect(css).not.toMatch(/--chakra-colors-brand-500\s*:/);
    expect(css).not.toContain("@keyframes");
    expect(css).not.toContain(".skip-link");
    expect(css).not.toMatch(/(^|\n|})\*,/);
  });
});
