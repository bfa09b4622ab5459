import { createSystem, defaultBaseConfig, defineConfig, defineGlobalStyles, type SystemConfig, type SystemContext } from "@chakra-ui/react";
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  linkRecipe,
  keyframes,
  layerStyles,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from "@chakra-ui/react/theme";
import createCache from "@emotion/cache";
import { serializeStyles } from "@emotion/serialize";
import { brand } from "~/config/site";

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
const config = defineConfig({
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
          900: { value: "#003d33" },
          950: { value: "#00231d" },
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
 * without each element declaring and resolving its own. A small part of what styling an element
 * costs here (a whole-page restyle of the home page took about as long before and after, 80-110 ms
 * with 4x CPU); the menu drawer's wait was its inertness (decision 083). The ring and filter resets
 * are left out (unusedUtilityResets).
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
 * The page-wide styles: Chakra's reset (preflight) and global CSS, the site's global rules and the
 * keyframes animations name. The prerender writes them, with the tokens and keyframes the page
 * uses, into every page's head (index.server.ts, decision 047); a system for a page that has them
 * is made without them but for the keyframes, which it inserts with every token.
 */
const keyframesConfig = defineConfig({ theme: { keyframes } });
const globalStyles = [
  defineConfig({ preflight: true, globalCss: customPropertiesOnTheRoot(globalCss) }),
  keyframesConfig,
  defineConfig({ globalCss: siteGlobalCss }),
];

/**
 * Chakra's colour palettes the site uses: gray for neutral components, and red, orange, yellow,
 * green and blue for statuses (alerts, toasts, badges). Teal, cyan, purple and pink are left out.
 */
const keptPalettes = new Set(["transparent", "current", "black", "white", "whiteAlpha", "blackAlpha", "gray", "red", "orange", "yellow", "green", "blue"]);
const keptSemanticColors = new Set(["bg", "fg", "border", "gray", "red", "orange", "yellow", "green", "blue"]);

function pick<T extends object>(tree: T, keep: Set<string>): T {
  return Object.fromEntries(Object.entries(tree).filter(([key]) => keep.has(key))) as T;
}

/** A semantic token tree with only its light values: the site has one appearance, no dark mode. */
function lightOnly<T>(tree: T): T {
  if (typeof tree !== "object" || tree === null) return tree;
  if ("value" in tree) {
    const value = tree.value;
    const light = typeof value === "object" && value !== null && "_light" in value ? value._light : value;
    return { ...tree, value: light } as T;
  }
  return Object.fromEntries(Object.entries(tree).map(([key, child]) => [key, lightOnly(child)])) as T;
}

/*
 * Every token costs time on each page load (the browser builds the token dictionary and its CSS
 * when the system is created) and bytes in every prerendered page's token CSS, so unused palettes
 * and dark-mode values are not registered.
 */
const siteTokens = { ...tokens, colors: pick(tokens.colors, keptPalettes) };
const siteSemanticTokens = lightOnly({ ...semanticTokens, colors: pick(semanticTokens.colors, keptSemanticColors) });

type Recipes = NonNullable<NonNullable<SystemConfig["theme"]>["recipes"]>;
type SlotRecipes = NonNullable<NonNullable<SystemConfig["theme"]>["slotRecipes"]>;

/** The recipes of the Chakra components the islands render (decision 010). */
export const islandRecipes = {
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
} satisfies Recipes;

export const islandSlotRecipes = {
  card: cardSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  toast: toastSlotRecipe,
} satisfies SlotRecipes;

/**
 * Chakra's default theme (tokens, semantic tokens, text/layer/animation styles) with
 * ONLY the given recipes: `defaultConfig` carries every recipe (~50 KB gzip of JavaScript on every
 * page). A Chakra component whose recipe is not registered renders unstyled (and warns in the
 * console). Recipe keys are the ones Chakra's components look up (`useRecipe({ key })` /
 * `useSlotRecipe({ key })`).
 */
export function siteTheme(recipes: Recipes, slotRecipes: SlotRecipes) {
  return defineConfig({
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
}

/** The site's Chakra system with its global styles: the prerender, the dev server and tests. */
export function systemWithGlobalStyles(theme: SystemConfig): SystemContext {
  return createSystem(defaultBaseConfig, theme, config, ...globalStyles);
}

/** Emotion's key for the tag of every token and keyframes: `style[data-emotion="all-tokens"]`. */
const allTokensKey = "all-tokens";

/**
 * Inserts the system's whole token rule and all its keyframes into the document once (a later
 * call, from this or another system of the same theme, finds the tag). The head has only those its
 * page uses (pageGlobalCss.server.ts); the values are the head's, so nothing on screen changes, and
 * whatever renders next finds every token and keyframes.
 */
function insertAllTokens(system: SystemContext): void {
  if (typeof document === "undefined" || document.querySelector(`style[data-emotion="${allTokensKey}"]`)) return;
  const keyframes = Object.entries(system.getGlobalCss()).filter(([selector]) => selector.startsWith("@keyframes"));
  const cache = createCache({ key: allTokensKey });
  // What Emotion's <Global> does with a style object: serialise it, insert it with no selector.
  cache.insert("", serializeStyles([system.getTokenCss(), Object.fromEntries(keyframes)]), cache.sheet, false);
}

/**
 * The same tokens, recipes and class names for a page whose reset and global CSS were prerendered
 * into its head (chakraSystem.ts, islandSystem.ts): made without `globalStyles` except the
 * keyframes, so Chakra computes no reset or global CSS (decision 022 has its cost).
 *
 * ChakraProvider inserts a system's `_global` (reset, global and token CSS) with Emotion's
 * `<Global>` and has no option to leave it out. Every island is its own React root with its own
 * provider, so each would insert the token CSS again on the root element, restyling the whole page
 * each time. So this is Chakra's system as a new object whose `_global`, the field SystemContext
 * declares for those styles, is empty; Chakra's own object and code are not changed. The head has
 * only the tokens and keyframes its own HTML uses, so the system inserts all of them, once per page
 * (decision 047). Create it at first use, in the first render, rather than while the page's modules
 * are evaluated, which splits that task.
 */
export function systemForPrerenderedPage(theme: SystemConfig): SystemContext {
  const system = createSystem(defaultBaseConfig, theme, config, keyframesConfig);
  insertAllTokens(system);
  return { ...system, _global: [] };
}
