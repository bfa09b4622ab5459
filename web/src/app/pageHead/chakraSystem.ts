import type { SystemContext } from "@chakra-ui/react";
import { prerenderedGlobalStylesSelector } from "./emotionCache";
import { prerenderedPageSystem, siteSystem } from "./theme";

/**
 * The Chakra system the provider gets. Every page is prerendered with Chakra's reset, global and
 * token CSS (about 50 KB of rules) already in its head (the server writes it: index.server.ts).
 * Rebuilding and re-inserting those rules in the browser was the longest task of hydration on a
 * phone, so in the browser the provider gets a system without global styles: the prerendered tag
 * keeps serving them, and Emotion inserts only the rules of the components the app renders.
 * A document without them (a unit test's) keeps the full system; `npm run dev` renders pages with
 * them, as production does.
 */
export function providerSystem(): SystemContext {
  if (typeof document === "undefined") return siteSystem();
  const prerendered = document.querySelector(prerenderedGlobalStylesSelector);
  return prerendered ? prerenderedPageSystem() : siteSystem();
}
