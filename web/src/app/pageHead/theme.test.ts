import { defaultConfig } from "@chakra-ui/react";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, posix } from "node:path";
import { describe, expect, it } from "vitest";
import { islandPageSystem } from "./islandSystem";
import { prerenderedPageSystem, siteSystem } from "./theme";

// The systems register only the recipes the site renders (theme.ts; the islands' only those the
// islands render, themeBase.ts). A Chakra component whose recipe is not registered renders unstyled,
// so every Chakra component imported in web/src must find in its system every recipe Chakra's own
// code for it looks up: a Button needs "button", and "spinner" for its loading state.
const sources = import.meta.glob<string>(["/src/**/*.{ts,tsx}", "!/src/**/*.test.{ts,tsx}"], { query: "?raw", import: "default", eager: true });

/** The source files `roots` import, directly or not (keys of `sources`: `/src/...`). */
function reachableFrom(roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !(file in sources)) return;
    seen.add(file);
    for (const match of sources[file]!.matchAll(/(?:from\s*|import\()"((?:~\/|\.{1,2}\/)[^"]+)"/g)) {
      const specifier = match[1]!;
      const path = specifier.startsWith("~/") ? `/src/${specifier.slice(2)}` : posix.join(posix.dirname(file), specifier);
      for (const candidate of [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`, `${path}/index.tsx`]) visit(candidate);
    }
  };
  roots.forEach(visit);
  return [...seen];
}

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
function missingRecipes(system: ReturnType<typeof siteSystem>, files: string[]): string[] {
  const missing: string[] = [];
  for (const [name, users] of chakraImports(files)) {
    for (const key of recipesChakraLooksUp(name)) {
      if (allRecipes.has(key) && !system.isRecipe(key)) missing.push(`${name} needs the recipe "${key}" (used in ${users.join(", ")})`);
      if (allSlotRecipes.has(key) && !system.isSlotRecipe(key)) missing.push(`${name} needs the slot recipe "${key}" (used in ${users.join(", ")})`);
    }
  }
  return missing;
}

describe("theme", () => {
  const system = siteSystem();

  it("has the recipe of every Chakra component the app imports", () => {
    expect(missingRecipes(system, Object.keys(sources)), "add these to the recipes of web/src/app/pageHead/theme.ts").toEqual([]);
  });

  it("gives the islands the recipe of every Chakra component they render", () => {
    // What renders with the islands' system: each island's module, and their roots (hydrateIslands.tsx: the toaster).
    const roots = [...Object.keys(sources).filter((file) => file.endsWith(".island.tsx")), "/src/islands/hydrateIslands.tsx"];
    expect(roots).toContain("/src/features/catalogue/components/MarketplaceIsland.island.tsx");
    const files = reachableFrom(roots);
    expect(files).toContain("/src/features/catalogue/components/CatalogueFacets.tsx");
    expect(files).toContain("/src/components/ui/toaster.tsx");
    const islands = islandPageSystem();
    expect(missingRecipes(islands, files), "add these to the island recipes of web/src/app/pageHead/themeBase.ts").toEqual([]);
    expect(islands.getRecipeFn("button")({ size: "md" })).toEqual(system.getRecipeFn("button")({ size: "md" }));
    expect(islands.isSlotRecipe("table")).toBe(false);
  });

  it("finds the components it checks, and the recipes Chakra's code for them looks up", () => {
    const used = chakraImports(Object.keys(sources));
    for (const name of ["Button", "Dialog", "Table"]) expect(used.has(name)).toBe(true);
    expect(recipesChakraLooksUp("Button")).toEqual(expect.arrayContaining(["button", "spinner"]));
    expect(recipesChakraLooksUp("Field")).toContain("field");
    expect(recipesChakraLooksUp("Toaster")).toEqual(["toast"]);
  });

  it("puts no styles in cascade layers", () => {
    // Chrome restyles and lays out the whole page whenever rules inside an @layer are added, and
    // every component first rendered in the browser adds its rules (themeBase.ts, disableLayers).
    expect(system.layers.wrap("recipes", { color: "red" })).toEqual({ color: "red" });
    expect(JSON.stringify(system.getGlobalCss())).not.toContain("@layer");
  });

  it("gives prerendered pages the same styles without computing global CSS", () => {
    const lean = prerenderedPageSystem();
    expect(lean._global).toEqual([]);
    const props = { color: "brand.500", px: { base: "4", md: "6" }, _hover: { bg: "ink.50" } };
    expect(lean.css(props)).toEqual(system.css(props));
    for (const key of ["button", "heading", "badge"]) expect(lean.getRecipeFn(key)({ size: "md" })).toEqual(system.getRecipeFn(key)({ size: "md" }));
    expect(lean.getSlotRecipeFn("card")({ variant: "outline" })).toEqual(system.getSlotRecipeFn("card")({ variant: "outline" }));
  });

  it("uses none of the utilities whose resets the global CSS leaves out (ring, filter and backdrop filter: decision 087)", () => {
    const global = JSON.stringify(system.getGlobalCss());
    expect(global).not.toMatch(/--ring-|--brightness|--backdrop-blur/);
    expect(global).toContain("--global-color-border");
    // The style props that read them: `ring*`, and `filter` or `backdropFilter` set to "auto".
    const readers = /\bring(Color|Offset\w*|Inset|Width)?(=|\s*:)|\b(filter|backdropFilter)(="auto"|\s*:\s*"auto")/;
    const using = Object.entries(sources).filter(([, text]) => readers.test(text)).map(([file]) => file);
    expect(using).toEqual([]);
    expect(readers.test('<Box ring="2px" />') && readers.test('css={{ backdropFilter: "auto" }}')).toBe(true);
  });
});
