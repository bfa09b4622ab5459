import { serializeStyles } from "@emotion/serialize";
import { insertStyles } from "@emotion/utils";
import { afterEach, describe, expect, it } from "vitest";
import { createEmotionCache, prerenderedStyleTags } from "./emotionCache";

describe("prerenderedStyleTags", () => {
  it("marks the extracted tags so Emotion's own hydration leaves them in place", () => {
    const extracted = '<style data-emotion="css-global 1a2b">html{color:red}</style><style data-emotion="css 3c 4d">.css-3c{margin:0}.css-4d{padding:0}</style>';
    expect(prerenderedStyleTags(extracted)).toBe(
      '<style data-s="" data-emotion="css-global 1a2b">html{color:red}</style><style data-s="" data-emotion="css-prerendered 3c 4d">.css-3c{margin:0}.css-4d{padding:0}</style>',
    );
  });
});

describe("createEmotionCache in the browser", () => {
  afterEach(() => {
    document.head.innerHTML = "";
  });

  function prerender() {
    document.head.innerHTML = prerenderedStyleTags(
      '<meta name="emotion-insertion-point" content=""><style data-emotion="css-global 1a2b">html{color:red}</style><style data-emotion="css 3c 4d">.css-3c{margin:0}.css-4d{padding:0}</style><style id="fonts"></style>',
    );
    return [...document.head.querySelectorAll("style[data-emotion]")];
  }

  it("adopts the prerendered rules without moving a single style tag", async () => {
    const tags = prerender();
    const moved: Node[] = [];
    const observer = new MutationObserver((records) => records.forEach((r) => moved.push(...r.removedNodes)));
    observer.observe(document.head, { childList: true });

    const cache = createEmotionCache();
    await Promise.resolve();
    observer.disconnect();

    expect(moved).toEqual([]);
    expect(cache.inserted["3c"]).toBe(true);
    expect(cache.inserted["4d"]).toBe(true);
    expect([...document.head.querySelectorAll("style[data-emotion]")]).toEqual(tags);
  });

  it("writes a rule it has not seen into a new tag after the prerendered ones, and a known one not at all", () => {
    prerender();
    const cache = createEmotionCache();
    const known = { name: "3c", styles: "margin:0;", next: undefined };
    insertStyles(cache, known, false);
    expect(document.head.querySelectorAll("style").length).toBe(3);

    insertStyles(cache, serializeStyles([{ color: "blue" }]), false);
    const styles = [...document.head.querySelectorAll("style")];
    expect(styles).toHaveLength(4);
    const added = styles.find((s) => s.getAttribute("data-emotion") === "css")!;
    expect(styles.indexOf(added)).toBe(2);
    expect(styles[3]!.id).toBe("fonts");
  });
});
