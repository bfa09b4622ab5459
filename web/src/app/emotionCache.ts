import createCache from "@emotion/cache";

/**
 * Chakra styles through Emotion. The prerender extracts the critical CSS into the head (see
 * entry.server.tsx) and the browser adopts it; the insertion point keeps Emotion's tags in order.
 */
export function createEmotionCache() {
  const insertionPoint =
    typeof document !== "undefined"
      ? (document.querySelector<HTMLMetaElement>('meta[name="emotion-insertion-point"]') ?? undefined)
      : undefined;
  return createCache({ key: "css", insertionPoint });
}
