import createCache, { type EmotionCache } from "@emotion/cache";

/**
 * The Emotion cache a server render extracts Chakra's styles from (pageHeadRender.server.tsx, with
 * `@emotion/server`'s `extractCriticalToChunks`). The browser uses Emotion's default cache.
 */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: "css" });
}

/** The attribute of the server's style tags; its value is the chunk's key (`css-global`, `css`). */
const prerenderedStylesAttribute = "data-prerendered-css";

/** The key of Emotion's chunk with the reset, global and token CSS. */
export const globalChunkKey = "css-global";

/** The server's tag with the page's reset, global and token CSS (chakraSystem.ts looks for it). */
export const prerenderedGlobalStylesSelector = `style[${prerenderedStylesAttribute}="${globalChunkKey}"]`;

/**
 * The page's head styles from Emotion's extracted chunks (`extractCriticalToChunks(html).styles`).
 * Not Emotion's own tags (`constructStyleTagsFromChunks`, `data-emotion`): Emotion's browser cache
 * moves those, once to the end of the head and again into its sheet, and each move makes Chrome
 * restyle and lay out the whole page (decision 022). Plain tags stay where they are; an island or
 * the admin app inserts again the rules of the components it renders, class rules that restyle only
 * those elements.
 */
export function prerenderedStyleTags(chunks: readonly { key: string; css: string }[]): string {
  return chunks
    .filter(({ css }) => css !== "")
    .map(({ key, css }) => `<style ${prerenderedStylesAttribute}="${key}">${css}</style>`)
    .join("");
}
