import { createSystem, defaultBaseConfig, defineConfig, defineGlobalStyles, type SystemContext } from "@chakra-ui/react";
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldsetSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
} from "@chakra-ui/react/theme";
import { brand } from "~/config/site";
import { prerenderedGlobalStylesSelector } from "./emotionCache";
import { siteKeyframes, siteSemanticTokens, siteTokens } from "./themeTokens";

const siteGlobalCss = defineGlobalStyles({
  "html, body": { bg: "white", color: "fg", fontFeatureSettings: "'cv11', 'ss01'" },
  // Visible focus for keyboard users everywhere.
  ":focus-visible": { outline: "2px solid", outlineColor: "brand.700", outlineOffset: "2px" },
  // Island wrappers (components/Island) take no part in the layout.
  "[data-island]": { display: "contents" },
  // The line icons' stroke (components/icons.tsx): one class on each of a page's ~50 icons rather
  // than five presentation attributes, bytes every page's HTML carries.
  ".icon": { fill: "none", stroke: "currentColor", strokeWidth: "2px", strokeLinecap: "round", strokeLinejoin: "round" },
  // Chakra's reset gives search fields the "textfield" look with an attribute selector, which
  // outranks the input recipe's class now that there are no cascade layers.
  "input[type='search']": { appearance: "none" },
  ".skip-link": {
    position: "absolute",
    left: "2",
    top: "-12",
    zIndex: "skipNav",
    bg: "ink.900",
    color: "white",
    px: "4",
    py: "2",
    rounded: "md",
    _focus: { top: "2" },
  },
});

// Spec 2.12: the six-colour palette and Inter (self-hosted, weights 400-700; --font-brand is Inter
// on a device that has loaded it, and its fallback on a first visit's page: fontFaces.ts).
const brandConfig = defineConfig({
  // No cascade layers: whenever rules inside an @layer are added to a page, Chrome rebuilds its
  // layer order and re-collects every @font-face, then lays the whole page out again for "changed"
  // fonts. Every component first rendered in the browser added such rules (a full relayout of
  // 50-140 ms each on a phone, three during a home page load). Unlayered, the order Chakra merges
  // styles in does the same job: reset and global rules come first and have low specificity, and
  // a component's recipe and style props are one rule, props last.
  disableLayers: true,
  theme: {
    tokens: {
      fonts: {
        heading: { value: "var(--font-brand), system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
        body: { value: "var(--font-brand), system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
      },
      colors: {
        brand: {
          50: { value: "#e6fbf6" },
          100: { value: "#bff5e9" },
          200: { value: "#8aedd9" },
          300: { value: "#4fe3c6" },
          400: { value: "#1fdab6" },
          500: { value: brand.colors.primary },
          600: { value: "#00ad8b" },
          700: { value: "#00806a" },
          800: { value: "#005c4d" },
        },
        cyan: { brand: { value: brand.colors.secondary } },
        ink: {
          900: { value: brand.colors.slate },
          500: { value: brand.colors.muted },
          50: { value: brand.colors.light },
        },
      },
    },
    semanticTokens: {
      colors: {
        // Dark text on the teal: white on #00d4aa would fail contrast.
        brand: {
          solid: { value: "{colors.brand.500}" },
          contrast: { value: "{colors.ink.900}" },
          fg: { value: "{colors.brand.700}" },
          muted: { value: "{colors.brand.100}" },
          subtle: { value: "{colors.brand.50}" },
          emphasized: { value: "{colors.brand.200}" },
          focusRing: { value: "{colors.brand.600}" },
        },
      },
    },
  },
});

/**
 * Resets that only Chakra's ring utilities, and `filter` and `backdropFilter` set to auto, read
 * (preset-base), which the site does not use (theme.test.ts checks its code): 23 declarations, about
 * 180 B of every page's gzip (decision 087).
 */
const unusedUtilityResets = /^--(ring-|backdrop-|blur$|brightness$|contrast$|grayscale$|hue-rotate$|invert$|saturate$|sepia$|drop-shadow$)/;

/**
 * Chakra's global CSS with the custom properties of its `*` rule (the global font and border colour)
 * declared on `html` instead: they are inherited, so every element still reads the same values,
 * without each element declaring and resolving its own. The ring and filter resets are left out
 * (unusedUtilityResets).
 */
function customPropertiesOnTheRoot(chakraGlobalCss: typeof globalCss): typeof globalCss {
  const everyElement = Object.entries(chakraGlobalCss["*"] ?? {});
  const inherited = everyElement.filter(([name]) => name.startsWith("--") && !unusedUtilityResets.test(name));
  return {
    ...chakraGlobalCss,
    "*": Object.fromEntries(everyElement.filter(([name]) => !name.startsWith("--"))),
    html: { ...chakraGlobalCss.html, ...Object.fromEntries(inherited) },
  };
}

/**
 * The recipes of the Chakra components the site renders, and only those: `defaultConfig` carries
 * every recipe (~50 KB gzip of JavaScript). A Chakra component whose recipe is not registered
 * renders unstyled; theme.test.ts fails, naming the component and the recipe, when one is missing.
 * Keys are the ones Chakra's components look up (`useRecipe({ key })`, `useSlotRecipe({ key })`).
 */
const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

const slotRecipes = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
};

/** Chakra's base theme with the site's tokens and keyframes (themeTokens.ts) and recipes. */
const chakraTheme = defineConfig({
  cssVarsPrefix,
  cssVarsRoot,
  theme: {
    breakpoints,
    tokens: siteTokens,
    semanticTokens: siteSemanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes,
    slotRecipes,
  },
});

let system: SystemContext | undefined;

/**
 * The site's one Chakra system: the server's render, the islands, the admin app and tests. Its
 * global styles (Chakra's reset and global CSS, the site's rules, every token and keyframes) are
 * what every page's head carries (index.server.ts). Made at first use, not when this module is
 * evaluated: on a phone it is the longest piece of the first island's start (boot/hydrate.tsx
 * gives it a task of its own).
 */
export function siteSystem(): SystemContext {
  return (system ??= createSystem(
    defaultBaseConfig,
    chakraTheme,
    brandConfig,
    defineConfig({ preflight: true, globalCss: customPropertiesOnTheRoot(globalCss) }),
    defineConfig({ theme: { keyframes: siteKeyframes } }),
    defineConfig({ globalCss: siteGlobalCss }),
  ));
}

let systemOfAPageWithItsStyles: SystemContext | undefined;

/**
 * The system a `ChakraProvider` gets (Providers.tsx: the server's render and the admin app;
 * boot/hydrate.tsx: every island). A page's head already has the system's global styles, and
 * `ChakraProvider` always inserts them again with Emotion's `<Global>` (it has no option to leave
 * them out): on the root element, restyling the whole page, once per island (decision 022). So on
 * such a page the provider gets the same system with its `_global`, the field `SystemContext`
 * declares for those styles, empty; Chakra's object and code are not changed. Elsewhere (the
 * server, a unit test's document) it gets the system as it is.
 */
export function providerSystem(): SystemContext {
  const site = siteSystem();
  if (typeof document === "undefined" || !document.querySelector(prerenderedGlobalStylesSelector)) return site;
  return (systemOfAPageWithItsStyles ??= { ...site, _global: [] });
}
