import createCache, { type EmotionCache } from "@emotion/cache";

/**
 * The Emotion cache a server render extracts Chakra's styles from (entry.server.tsx, with
 * `@emotion/server`'s `extractCriticalToChunks` and `constructStyleTagsFromChunks`). Its key is
 * Emotion's default, "css": in the browser, Emotion's own default cache has the same key and adopts
 * the extracted style tags by itself (their rules count as inserted), so the browser entries use no
 * cache of their own (decision 022).
 */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: "css" });
}
