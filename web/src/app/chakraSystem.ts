import type { SystemContext } from "@chakra-ui/react";
import { prerenderedPageSystem, siteSystem } from "./theme";

/**
 * The Chakra system the provider gets. Every page is prerendered with Chakra's reset, global and
 * token CSS (about 50 KB of rules) already in its head (entry.server.tsx extracts it). Rebuilding
 * and re-inserting those rules in the browser was the longest task of hydration on a phone, so in
 * the browser the provider adopts the prerendered rules instead: it gets a system without global
 * styles, and the prerendered style element stays in place for every later navigation.
 * A page without prerendered global styles (the dev server) keeps the full system.
 */
export function providerSystem(): SystemContext {
  if (typeof document === "undefined") return siteSystem();
  const prerendered = document.querySelector('style[data-emotion^="css-global "]');
  return prerendered ? prerenderedPageSystem() : siteSystem();
}
