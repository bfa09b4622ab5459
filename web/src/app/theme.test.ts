import { defaultConfig } from "@chakra-ui/react";
import { describe, expect, it } from "vitest";
import { islandPageSystem } from "~/islands/islandSystem";
import { prerenderedPageSystem, siteSystem } from "./theme";

// The theme ships only the recipes the app uses (theme.ts). A component whose recipe is missing
// renders unstyled, so every Chakra component imported anywhere in web/src must find its recipe.
const sources = import.meta.glob<string>(["../**/*.tsx", "../**/*.ts", "!../**/*.test.ts", "!../**/*.test.tsx"], {
  query: "?raw",
  import: "default",
  eager: true,
});

/** Components that use another component's recipe. */
const recipeOf: Record<string, string> = { IconButton: "button", CloseButton: "button", ButtonGroup: "button", Toaster: "toast" };

/** The source files `entry` imports, directly or not (as keys of `sources`: paths from src/app). */
function reachableFrom(...entries: string[]): string[] {
  const toPath = (key: string) => new URL(key, "http://web/src/app/").pathname;
  const toKey = (path: string) => (path.startsWith("/src/app/") ? `./${path.slice(9)}` : `../${path.slice(5)}`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !(key in sources)) return;
    seen.add(key);
    for (const match of sources[key]!.matchAll(/(?:from\s*|import\()"((?:~\/|\.{1,2}\/)[^"]+)"/g)) {
      const specifier = match[1]!;
      const path = specifier.startsWith("~/") ? `/src/${specifier.slice(2)}` : new URL(specifier, `http://web${toPath(key)}`).pathname;
      for (const candidate of [`${path}.tsx`, `${path}.ts`, `${path}/index.ts`]) visit(toKey(candidate));
    }
  };
  entries.forEach(visit);
  return [...seen];
}

function chakraImports(files = Object.keys(sources)): Map<string, string[]> {
  const used = new Map<string, string[]>();
  for (const file of files) {
    const text = sources[file]!;
    for (const match of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*"@chakra-ui\/react"/g)) {
      for (const part of match[1]!.split(",")) {
        const name = part
          .trim()
          .replace(/^type\s+/, "")
          .split(/\s+as\s+/)[0]!
          .trim();
        if (name) used.set(name, [...(used.get(name) ?? []), file]);
      }
    }
  }
  return used;
}

describe("theme", () => {
  const system = siteSystem();
  const allRecipes = new Set(Object.keys(defaultConfig.theme?.recipes ?? {}));
  const allSlotRecipes = new Set(Object.keys(defaultConfig.theme?.slotRecipes ?? {}));

  it("has the recipe of every Chakra component the app imports", () => {
    const missing: string[] = [];
    for (const [name, files] of chakraImports()) {
      const key = recipeOf[name] ?? name.charAt(0).toLowerCase() + name.slice(1);
      if (allRecipes.has(key) && !system.isRecipe(key)) missing.push(`${name} (recipe "${key}", used in ${files.join(", ")})`);
      if (allSlotRecipes.has(key) && !system.isSlotRecipe(key)) missing.push(`${name} (slot recipe "${key}", used in ${files.join(", ")})`);
    }
    expect(missing, "add these to the recipes of web/src/app/theme.ts").toEqual([]);
  });

  it("gives the islands the recipe of every Chakra component they import", () => {
    const islands = islandPageSystem();
    const islandModules = Object.keys(sources).filter((key) => key.endsWith(".island.tsx"));
    expect(islandModules).toContain("../features/catalogue/components/MarketplaceIsland.island.tsx");
    const files = reachableFrom(...islandModules);
    expect(files).toContain("../features/catalogue/components/CatalogueFacets.tsx");
    expect(files).toContain("../features/catalogue/components/CatalogueControls.tsx");
    const missing: string[] = [];
    for (const [name, users] of chakraImports(files)) {
      const key = recipeOf[name] ?? name.charAt(0).toLowerCase() + name.slice(1);
      if (allRecipes.has(key) && !islands.isRecipe(key)) missing.push(`${name} (recipe "${key}", used in ${users.join(", ")})`);
      if (allSlotRecipes.has(key) && !islands.isSlotRecipe(key)) missing.push(`${name} (slot recipe "${key}", used in ${users.join(", ")})`);
    }
    expect(missing, "add these to the island recipes of web/src/app/themeBase.ts").toEqual([]);
    expect(islands.getRecipeFn("button")({ size: "md" })).toEqual(system.getRecipeFn("button")({ size: "md" }));
    expect(islands.isSlotRecipe("table")).toBe(false);
  });

  it("finds the components it checks", () => {
    const used = chakraImports();
    for (const name of ["Button", "Dialog", "Table"]) expect(used.has(name)).toBe(true);
  });

  it("puts no styles in cascade layers", () => {
    // Chrome restyles and lays out the whole page whenever rules inside an @layer are added, and
    // every component first rendered in the browser adds its rules (theme.ts, disableLayers).
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
});
