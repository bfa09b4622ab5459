import type { SystemContext } from "@chakra-ui/react";
import {
  alertSlotRecipe,
  dialogSlotRecipe,
  emptyStateSlotRecipe,
  fieldsetSlotRecipe,
  linkRecipe,
  progressSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
} from "@chakra-ui/react/theme";
import { islandRecipes, islandSlotRecipes, siteTheme, systemForPrerenderedPage, systemWithGlobalStyles } from "./themeBase";

/**
 * The app's theme: the islands' recipes (themeBase.ts) and those of the components only the app
 * renders. Using a Chakra component that is not listed renders it unstyled (theme.test.ts fails):
 * add its recipe here, or in themeBase.ts when an island renders it. Made when a system is, not when
 * this module is evaluated: the islands' code imports the systems' entry (index.ts) and must not
 * carry these recipes.
 */
function appTheme() {
  return siteTheme(
    { ...islandRecipes, link: linkRecipe },
    {
      ...islandSlotRecipes,
      alert: alertSlotRecipe,
      dialog: dialogSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      progress: progressSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
    },
  );
}

let fullSystem: SystemContext | undefined;
let prerenderedSystem: SystemContext | undefined;

/** The site's Chakra system, global styles included: the prerender, the dev server and tests. */
export function siteSystem(): SystemContext {
  return (fullSystem ??= systemWithGlobalStyles(appTheme()));
}

/** The app's system for a page whose global styles were prerendered (themeBase.ts). */
export function prerenderedPageSystem(): SystemContext {
  return (prerenderedSystem ??= systemForPrerenderedPage(appTheme()));
}
