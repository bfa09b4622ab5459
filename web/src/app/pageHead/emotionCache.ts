import createCache, { type EmotionCache, type StylisPlugin } from "@emotion/cache";

/**
 * Properties that the browsers the site serves (those with `popover`, which its menus need: Safari
 * 17, Chrome 114, Firefox 125 and later) still read only, or in some versions only, with the
 * `-webkit-` prefix (decision 087).
 */
const webkitOnlyProperties = new Set(["user-select", "backdrop-filter", "background-clip", "mask", "mask-image", "text-decoration", "hyphens", "box-decoration-break"]);

/**
 * Writes a `-webkit-` copy of those properties' declarations, and nothing else. Emotion's default
 * prefixer also writes `-ms-` and `-moz-` forms and old flexbox syntaxes for browsers the site does not
 * serve: about a sixth of each page's inline CSS (decision 087).
 */
const webkitPrefixes: StylisPlugin = (element) => {
  if (element.type === "decl" && !element.return && typeof element.props === "string" && webkitOnlyProperties.has(element.props)) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/**
 * The Emotion cache a server render extracts Chakra's styles from (pageHeadRender.server.tsx, with
 * `@emotion/server`'s `extractCriticalToChunks`). The browser uses Emotion's default cache: the rules
 * an island inserts again carry its prefixes too, which changes nothing for these browsers.
 */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: "css", stylisPlugins: [webkitPrefixes] });
}

/** The attribute of the server's style tags; its value is the chunk's key (`css-global`, `css`). */
const prerenderedStylesAttribute = "data-prerendered-css";

/** The key of Emotion's chunk with the reset, global and token CSS. */
const globalChunkKey = "css-global";

/** The server's tag with the page's reset, global and token CSS (theme.ts, providerSystem, looks for it). */
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
