import { createSystem, defaultBaseConfig, defaultConfig, type SystemContext } from "@chakra-ui/react";
import { serializeStyles } from "@emotion/serialize";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { siteSystem } from "./theme";

// The system registers only the recipes the site renders (theme.ts). A Chakra component whose
// recipe is not registered renders unstyled, so every Chakra component imported in web/src must find
// in the system every recipe Chakra's own code for it looks up: a Button needs "button", and
// "spinner" for its loading state.
const sources = import.meta.glob<string>(["/src/**/*.{ts,tsx}", "!/src/**/*.test.{ts,tsx}"], { query: "?raw", import: "default", eager: true });

/** The names `files` import from @chakra-ui/react, each with the files that import it. */
function chakraImports(files: string[]): Map<string, string[]> {
  const used = new Map<string, string[]>();
  for (const file of files) {
    for (const match of sources[file]!.matchAll(/import\s*\{([^}]*)\}\s*from\s*"@chakra-ui\/react"/g)) {
      for (const part of match[1]!.split(",")) {
        const name = part.trim().split(/\s+as\s+/)[0]!;
        if (name && !name.startsWith("type ")) used.set(name, [...(used.get(name) ?? []), file]);
      }
    }
  }
  return used;
}

// Chakra's own modules (its ES build): where each exported name is defined, and the recipe keys that
// code and the Chakra modules it imports look up (`createRecipeContext({ key: "button" })`).
const chakraBuild = join(dirname(createRequire(import.meta.url).resolve("@chakra-ui/react/package.json")), "dist/esm");
const chakraIndex = readFileSync(join(chakraBuild, "index.js"), "utf8");
const chakraModuleOf = new Map<string, string>();
for (const [, names, file] of chakraIndex.matchAll(/export \{([^}]*)\} from '(\.[^']+)'/g)) {
  for (const name of names!.split(","))
    chakraModuleOf.set(
      name
        .trim()
        .split(/\s+as\s+/)
        .pop()!,
      join(chakraBuild, file!),
    );
}
// Namespaces (`Field`, `Menu`): `import * as namespace$m from './components/field/namespace.js'`, `export { namespace$m as Field }`.
const namespaceFiles = new Map(
  Array.from(chakraIndex.matchAll(/import \* as (\S+) from '(\.[^']+)'/g), ([, local, file]) => [local!, join(chakraBuild, file!)]),
);
for (const [, local, name] of chakraIndex.matchAll(/export \{ (\S+) as (\w+) \}/g)) {
  const file = namespaceFiles.get(local!);
  if (file) chakraModuleOf.set(name!, file);
}

function recipesChakraLooksUp(name: string): string[] {
  const start = chakraModuleOf.get(name);
  if (!start) return [];
  const modules = new Set<string>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    modules.add(file);
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(/(?:from|import)\s*'(\.[^']+)'/g)) visit(join(dirname(file), specifier!));
  };
  visit(start);
  const keys = [...modules].flatMap((file) =>
    Array.from(readFileSync(file, "utf8").matchAll(/(?:create(?:Slot)?RecipeContext|use(?:Slot)?Recipe)\(\s*\{\s*key:\s*"(\w+)"/g), ([, key]) => key!),
  );
  return [...new Set(keys)];
}

const allRecipes = new Set(Object.keys(defaultConfig.theme?.recipes ?? {}));
const allSlotRecipes = new Set(Object.keys(defaultConfig.theme?.slotRecipes ?? {}));

/** Each Chakra component used in `files` that looks up a recipe `system` does not have, with the files that use it. */
function missingRecipes(system: SystemContext, files: string[]): string[] {
  const missing: string[] = [];
  for (const [name, users] of chakraImports(files)) {
    for (const key of recipesChakraLooksUp(name)) {
      if (allRecipes.has(key) && !system.isRecipe(key)) missing.push(`${name} needs the recipe "${key}" (used in ${users.join(", ")})`);
      if (allSlotRecipes.has(key) && !system.isSlotRecipe(key)) missing.push(`${name} needs the slot recipe "${key}" (used in ${users.join(", ")})`);
    }
  }
  return missing;
}

/**
 * The site's system with every token, semantic token and keyframes Chakra defines added back, the
 * light values of each: what the site would have with Chakra's whole theme (themeTokens.ts chooses
 * from it).
 */
function withChakrasWholeTheme(system: SystemContext): SystemContext {
  const theme = defaultConfig.theme!;
  return createSystem(system._config, { theme: { tokens: theme.tokens, semanticTokens: theme.semanticTokens, keyframes: theme.keyframes } });
}

const serialized = (styles: object) => serializeStyles([styles as never]).styles;

/** Every variant of a recipe on its own, and each compound variant's conditions: the props that reach all of its styles. */
function variantProps(recipe: { variants?: object; compoundVariants?: Record<string, unknown>[] }): Record<string, unknown>[] {
  const single = Object.entries(recipe.variants ?? {}).flatMap(([variant, options]) =>
    Object.keys(options as object).map((option) => ({ [variant]: option === "true" ? true : option === "false" ? false : option })),
  );
  const compound = (recipe.compoundVariants ?? []).map(({ css: _css, ...conditions }: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(conditions).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value])),
  );
  return [{}, ...single, ...compound];
}

type RecipeVariants = (recipe: { variants?: object; compoundVariants?: Record<string, unknown>[] }) => Record<string, unknown>[];

/** The CSS of every registered recipe in the variants `variantsOf` gives (all of them), as `system` writes it, by recipe. */
function recipeCss(system: SystemContext, variantsOf: RecipeVariants = variantProps): Map<string, string> {
  const theme = system._config.theme ?? {};
  const css = new Map<string, string>();
  for (const [key, recipe] of Object.entries(theme.recipes ?? {}))
    css.set(
      key,
      variantsOf(recipe)
        .map((props) => serialized(system.getRecipeFn(key)(props)))
        .join("\n"),
    );
  for (const [key, recipe] of Object.entries(theme.slotRecipes ?? {}))
    css.set(
      key,
      variantsOf(recipe)
        .flatMap((props) => Object.values(system.getSlotRecipeFn(key)(props) as Record<string, object>).map(serialized))
        .join("\n"),
    );
  return css;
}

/** The CSS of each animation style (`slide-fade-in`...), by name. */
function animationStyleCss(system: SystemContext): Map<string, string> {
  const styles = Object.entries(system._config.theme?.animationStyles ?? {});
  return new Map(styles.map(([key, style]) => [key, serialized(system.css((style as { value: object }).value))]));
}

/**
 * Values in the site's code that could name a token or keyframes, with the prop or key they are
 * given to: `p="4"`, `gap={3}`, `w={{ base: "full", md: "1/2" }}`, `bg: "gray.100"`, `mt: 2`,
 * `animation="pulse"`.
 */
const literalValues: { prop: string; value: string }[] = Object.values(sources).flatMap((text) => [
  ...Array.from(text.matchAll(/(\w+)=\{([^{}]*|\{[^{}]*\})\}/g), ([, prop, inside]) =>
    // Each string in it, and a number that is the whole value or a breakpoint's (`{{ base: 4 }}`).
    Array.from(inside!.matchAll(/"([\w./-]+)"|^\s*(-?\d+(?:\.\d+)?)\s*$|\w:\s*(-?\d+(?:\.\d+)?)\b(?![.\w])/g), ([, quoted, whole, value]) => ({
      prop: prop!,
      value: (quoted ?? whole ?? value)!,
    })),
  ).flat(),
  ...Array.from(text.matchAll(/(\w+)(?:=|:\s*)(?:"([\w./-]+)"|(-?\d+(?:\.\d+)?)\b(?![.\w]))/g), ([, prop, quoted, number]) => ({
    prop: prop!,
    value: (quoted ?? number)!,
  })),
]);

/** The token group a style prop reads, from Chakra's own utility definitions (`w` and `maxW` read sizes). */
const propGroups = new Map<string, string>();
for (const [prop, utility] of Object.entries(defaultBaseConfig.utilities ?? {})) {
  const group = typeof utility?.values === "string" ? utility.values : /^(bg|background|color|fill|stroke)$|Color$/.test(prop) ? "colors" : undefined;
  if (group) for (const name of [prop, ...[utility?.shorthand ?? []].flat()]) propGroups.set(name, group);
}

describe("theme", () => {
  const system = siteSystem();

  it("has the recipe of every Chakra component the app imports", () => {
    expect(missingRecipes(system, Object.keys(sources)), "add these to the recipes of web/src/app/pageHead/theme.ts").toEqual([]);
  });

  it("finds the components it checks, and the recipes Chakra's code for them looks up", () => {
    const used = chakraImports(Object.keys(sources));
    for (const name of ["Button", "Dialog", "Table"]) expect(used.has(name)).toBe(true);
    expect(recipesChakraLooksUp("Button")).toEqual(expect.arrayContaining(["button", "spinner"]));
    expect(recipesChakraLooksUp("Field")).toContain("field");
    expect(recipesChakraLooksUp("Toaster")).toEqual(["toast"]);
  });

  it("registers every token the site's code names (themeTokens.ts)", () => {
    const whole = withChakrasWholeTheme(system);
    const missing = literalValues.filter(({ prop, value }) => {
      // A colour palette names its tokens (`colorPalette="green"` reads `colors.green.solid`); a style
      // prop its group's; a palette's shade (`"gray.100"`) given to a condition or breakpoint
      // (`_hover: { ... }`, `{ base: ... }`) a colour. Other values read no token.
      const group = prop === "colorPalette" ? "colors" : (propGroups.get(prop) ?? (/^[a-zA-Z]+\.\w+$/.test(value) ? "colors" : undefined));
      const named = [group ?? []].flat().filter((name) => whole.token(prop === "colorPalette" ? `${name}.${value}.solid` : `${name}.${value}`) !== undefined);
      const path = (group: string) => (prop === "colorPalette" ? `${group}.${value}.solid` : `${group}.${value}`);
      return named.length > 0 && !named.some((group) => system.token(path(group)) !== undefined);
    });
    expect([...new Set(missing.map(({ prop, value }) => `${prop}="${value}"`))], "add these to the tokens of web/src/app/pageHead/themeTokens.ts").toEqual([]);
    // What the check reads, and what themeTokens.ts leaves out.
    expect(literalValues).toContainEqual({ prop: "borderColor", value: "whiteAlpha.600" });
    expect(propGroups.get("maxW")).toBe("sizes");
    expect(propGroups.get("bg")).toBe("colors");
    expect(whole.token("colors.teal.500")).toBeDefined();
    expect(system.token("colors.teal.500")).toBeUndefined();
  });

  it("gives every registered recipe the same styles it has with Chakra's whole theme", () => {
    const wholeTheme = withChakrasWholeTheme(system);
    const site = new Map([...recipeCss(system), ...animationStyleCss(system)]);
    const whole = new Map([...recipeCss(wholeTheme), ...animationStyleCss(wholeTheme)]);
    // A colour palette maps each of its shades onto `colorPalette` (`--chakra-colors-color-palette-400:
    // var(--chakra-colors-blue-400)`); the site's palettes keep only the shades something names, and
    // no recipe reads a numbered shade of its palette, only its semantic tokens.
    const paletteShade = /^--chakra-colors-color-palette-\d+:/;
    const declarations = (text: string) => new Set(text.split(/[;{}\n]/).filter((declaration) => !paletteShade.test(declaration)));
    for (const [key, css] of whole) {
      const own = declarations(site.get(key) ?? "");
      expect(
        [...declarations(css)].filter((declaration) => !own.has(declaration)),
        `${key}: what it writes with Chakra's whole theme and not with the site's`,
      ).toEqual([]);
      expect(site.get(key), key).not.toMatch(/var\(--chakra-colors-color-palette-\d/);
    }
    expect(site.get("alert")).toContain("var(--chakra-colors-red-solid)");
  });

  it("registers exactly the keyframes the site's animations name", () => {
    // The variants the site renders: each recipe's defaults, and each variant the code names
    // (`placement="center"`, a boolean variant given as a bare attribute: `striped`).
    const code = Object.values(sources).join("\n");
    const renderedVariants: RecipeVariants = (recipe) => [
      {},
      ...Object.entries(recipe.variants ?? {}).flatMap(([variant, options]) =>
        Object.keys(options as object)
          .filter((option) =>
            option === "true"
              ? new RegExp(`\\s${variant}(?=[\\s/>]|=\\{true\\})`).test(code)
              : literalValues.some(({ prop, value }) => prop === variant && value === option),
          )
          .map((option) => ({ [variant]: option === "true" ? true : option })),
      ),
    ];
    const namedStyles = [...animationStyleCss(system)].filter(([name]) => literalValues.some(({ value }) => value === name)).map(([, css]) => css);
    const animations = [...recipeCss(system, renderedVariants).values(), ...namedStyles, serialized(system.getTokenCss())].join("\n");
    // `animation` and `animation-name` declarations, and the animation tokens they read (`var(--chakra-animations-spin)`).
    const declarations = Array.from(animations.matchAll(/(?:animation(?:-name)?|--chakra-animations-[\w-]+)\s*:([^;}]*)/g), ([, value]) => value!);
    const chakraKeyframes = Object.keys(defaultConfig.theme?.keyframes ?? {});
    const named = chakraKeyframes.filter((name) => declarations.some((value) => value.split(/[\s,]+/).includes(name)));
    const codeNames = chakraKeyframes.filter((name) => literalValues.some(({ value }) => value === name));
    expect(Object.keys(system._config.theme?.keyframes ?? {}).sort(), "the keyframes of web/src/app/pageHead/themeTokens.ts").toEqual(
      [...new Set([...named, ...codeNames])].sort(),
    );
    expect(named).toEqual(expect.arrayContaining(["spin", "pulse", "fade-in", "scale-in", "slide-from-right-full", "slide-from-top"]));
  });

  it("puts no styles in cascade layers", () => {
    // Chrome restyles and lays out the whole page whenever rules inside an @layer are added, and
    // every component first rendered in the browser adds its rules (theme.ts, disableLayers).
    expect(system.layers.wrap("recipes", { color: "red" })).toEqual({ color: "red" });
    expect(JSON.stringify(system.getGlobalCss())).not.toContain("@layer");
  });

  it("uses none of the utilities whose resets the global CSS leaves out (ring, filter and backdrop filter: decision 087)", () => {
    const global = JSON.stringify(system.getGlobalCss());
    expect(global).not.toMatch(/--ring-|--brightness|--backdrop-blur/);
    expect(global).toContain("--global-color-border");
    // The style props that read them: `ring*`, and `filter` or `backdropFilter` set to "auto".
    const readers = /\bring(Color|Offset\w*|Inset|Width)?(=|\s*:)|\b(filter|backdropFilter)(="auto"|\s*:\s*"auto")/;
    const using = Object.entries(sources)
      .filter(([, text]) => readers.test(text))
      .map(([file]) => file);
    expect(using).toEqual([]);
    expect(readers.test('<Box ring="2px" />') && readers.test('css={{ backdropFilter: "auto" }}')).toBe(true);
  });
});
