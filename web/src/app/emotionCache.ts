import createCache, { type EmotionCache } from "@emotion/cache";

/** The key of the prerendered style tags the browser cache adopts in place (see below). */
const prerenderedKey = "css-prerendered";

/**
 * The prerender's style tags as the page's head carries them. Emotion's own hydration moves every
 * extracted tag (once to the end of the head, again into its sheet): each move takes a style sheet
 * out of the document and puts it back, and Chrome then recomputes the style of every element and
 * lays out the whole page again for changed fonts. On a phone that was three full relayouts of
 * 50-140 ms each during hydration. So the tags are written so Emotion leaves them where they are
 * (`data-s` marks a tag it has already moved; the other key keeps them out of its hydration), and
 * `createEmotionCache` adopts them itself.
 */
export function prerenderedStyleTags(tags: string): string {
  return tags
    .replaceAll('<style data-emotion="css-global ', '<style data-s="" data-emotion="css-global ')
    .replaceAll('<style data-emotion="css ', `<style data-s="" data-emotion="${prerenderedKey} `);
}

/**
 * Chakra styles through Emotion. In the browser the cache takes over the prerendered tags where they
 * are: the rules they hold count as inserted, and new rules go into tags after them, as with
 * Emotion's own hydration. No insertion point on the client: hydrating at one moved the tags ahead
 * of the cascade-layer declaration in root.tsx, and the page lost its recipe styles meanwhile.
 */
export function createEmotionCache(): EmotionCache {
  const cache = createCache({ key: "css" });
  if (typeof document === "undefined") return cache;
  for (const tag of document.querySelectorAll<HTMLStyleElement>(`style[data-emotion^="${prerenderedKey} "]`)) {
    for (const id of (tag.dataset.emotion ?? "").split(" ").slice(1)) cache.inserted[id] = true;
    cache.sheet.tags.push(tag);
  }
  return cache;
}
