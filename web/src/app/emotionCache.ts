import createCache from "@emotion/cache";

/**
 * Chakra styles through Emotion. The prerender extracts the critical CSS into the head after the
 * `emotion-insertion-point` meta (entry.server.tsx); in the browser Emotion adopts those tags and
 * appends new ones at the end of the head. No insertion point on the client: hydrating the
 * extracted tags at one moved them ahead of the cascade-layer declaration in root.tsx for a few
 * hundred milliseconds, and the page lost its recipe styles meanwhile (a 0.5 layout shift).
 */
export function createEmotionCache() {
  return createCache({ key: "css" });
}
