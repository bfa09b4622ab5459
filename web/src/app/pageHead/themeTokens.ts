import { keyframes, semanticTokens, tokens } from "@chakra-ui/react/theme";

// The design tokens and keyframes the site's one Chakra system registers (theme.ts), chosen from
// Chakra's own definitions. Every page's head carries all of them: Chakra declares each registered
// token as a custom property in one rule and writes every registered keyframes, so what is not
// registered here costs no page anything, and each one registered costs every page (decision 106
// has the figures). A value that is not registered is not a token: `w="72"` would be written as
// `width: 72` and do nothing. theme.test.ts fails, naming the value, when the site's code or a
// registered recipe names a token or keyframes that is not here: add it to its list.

function pick<T extends object>(tree: T, keys: readonly string[]): T {
  return Object.fromEntries(Object.entries(tree).filter(([key]) => keys.includes(key))) as T;
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

/**
 * Chakra's colour palettes the site uses: gray for neutral components, and red, orange, yellow,
 * green and blue for statuses (alerts, toasts, badges, the status page). Teal, cyan, purple and pink
 * are left out; the brand palette is the site's own (theme.ts).
 */
const statusPalettes = ["red", "orange", "yellow", "green", "blue"] as const;

const siteSemanticColors = pick(semanticTokens.colors, ["bg", "fg", "border", "gray", ...statusPalettes]);

/**
 * The semantic tokens, light values only. Of the shadows, those something casts; `2xl` and `inner`
 * are left out.
 */
export const siteSemanticTokens = lightOnly({
  ...semanticTokens,
  colors: siteSemanticColors,
  shadows: pick(semanticTokens.shadows, ["xs", "sm", "md", "lg", "xl", "inset"]),
});

/**
 * The shades of a palette that its semantic tokens name (`red.solid` is `{colors.red.600}`; the
 * shadows name gray.900), and those the site's code names itself (`bg="gray.100"`). A component given
 * a `colorPalette` reads the palette's semantic tokens (its recipe's `colorPalette.solid`), never a
 * numbered shade (theme.test.ts checks the recipes), so the other shades serve nothing.
 */
const shadesNamedInCode: Record<string, string[]> = {
  gray: ["50", "100", "200"],
  red: ["50", "300", "500", "700", "800"],
  orange: ["50", "300", "700"],
  yellow: ["50", "700"],
  green: ["50", "300", "700", "800"],
  blue: ["700"],
  whiteAlpha: ["100", "200", "600"],
  // The backdrop of a dialog or drawer.
  blackAlpha: ["500"],
};
const semanticReferences = JSON.stringify(siteSemanticTokens);
function namedShades(palette: string): string[] {
  const bySemanticTokens = Array.from(semanticReferences.matchAll(new RegExp(`\\{colors\\.${palette}\\.(\\w+)`, "g")), ([, shade]) => shade!);
  return [...bySemanticTokens, ...(shadesNamedInCode[palette] ?? [])];
}
const shadedPalettes = ["gray", "whiteAlpha", "blackAlpha", ...statusPalettes] as const;

/**
 * The token groups and, in each, the values the site's code and the registered recipes name (the
 * counts are in decision 106). Aspect ratios, blurs, border
 * shorthands and the assets group are left out (images carry their own ratio; the site draws no
 * blur); font sizes and durations stay whole.
 */
export const siteTokens = {
  animations: pick(tokens.animations, ["spin", "pulse"]),
  colors: {
    ...pick(tokens.colors, ["transparent", "current", "black", "white"]),
    ...Object.fromEntries(shadedPalettes.map((palette) => [palette, pick<object>(tokens.colors[palette], namedShades(palette))])),
  },
  cursor: pick(tokens.cursor, ["button", "menuitem", "switch"]),
  durations: tokens.durations,
  easings: pick(tokens.easings, ["ease-in-smooth"]),
  fonts: tokens.fonts,
  fontSizes: tokens.fontSizes,
  fontWeights: pick(tokens.fontWeights, ["normal", "medium", "semibold", "bold"]),
  letterSpacings: pick(tokens.letterSpacings, ["tight", "wider", "widest"]),
  lineHeights: pick(tokens.lineHeights, ["short", "tall"]),
  radii: pick(tokens.radii, ["xs", "sm", "md", "lg", "xl", "2xl", "full"]),
  sizes: pick(tokens.sizes, [
    ...["1.5", "2", "2.5", "3", "3.5", "4", "5", "6", "7", "8", "9", "10", "11", "12", "16", "20", "24", "32", "40", "44", "48", "56", "60", "72", "80"],
    ...["xs", "sm", "md", "lg", "2xl", "3xl", "4xl", "7xl", "8xl"],
    ...["1/2", "3/4", "full"],
  ]),
  spacing: pick(tokens.spacing, ["0.5", "1", "1.5", "2", "2.5", "3", "3.5", "4", "4.5", "5", "6", "7", "8", "10", "12", "14", "16", "20", "24"]),
  zIndex: pick(tokens.zIndex, ["sticky", "popover", "skipNav", "toast"]),
};

/**
 * The keyframes the site's animations name: the spinner's and skeletons', and the opening and
 * closing motions of what it renders (a dialog scales, a menu or dialog slides a little, a drawer at
 * the end slides in full, from the left in a right-to-left page, a backdrop fades, an indeterminate
 * progress bar moves). Chakra defines 33.
 */
export const siteKeyframes = pick(keyframes, [
  "spin",
  "pulse",
  "position",
  "fade-in",
  "fade-out",
  "scale-in",
  "scale-out",
  ...["top", "bottom", "left", "right"].flatMap((side) => [`slide-from-${side}`, `slide-to-${side}`]),
  ...["left", "right"].flatMap((side) => [`slide-from-${side}-full`, `slide-to-${side}-full`]),
]);
