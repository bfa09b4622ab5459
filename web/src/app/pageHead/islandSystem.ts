import type { SystemContext } from "@chakra-ui/react";
import { islandRecipes, islandSlotRecipes, siteTheme, systemForPrerenderedPage } from "./themeBase";

let system: SystemContext | undefined;

/**
 * The Chakra system of the islands: the app's tokens and class names with only the recipes the
 * islands render, for a prerendered page (its global styles are in its head).
 */
export function islandPageSystem(): SystemContext {
  return (system ??= systemForPrerenderedPage(siteTheme(islandRecipes, islandSlotRecipes)));
}
