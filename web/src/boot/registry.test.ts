import { describe, expect, it } from "vitest";
import type { IslandComponent } from "./island";
import { islandLoaders, islandNameOf, pageControls } from "./registry";

const modules = import.meta.glob<IslandComponent>("../**/*.island.tsx", { import: "default", eager: true });
const sources = import.meta.glob<string>(["../**/*.tsx", "../**/*.ts", "!../**/*.test.ts", "!../**/*.test.tsx"], {
  query: "?raw",
  import: "default",
  eager: true,
});

describe("the island registry", () => {
  it("finds each island by the name of its module, which is the name it declares", () => {
    expect(Object.keys(modules).length).toBeGreaterThan(5);
    for (const [path, component] of Object.entries(modules)) {
      expect(component?.islandName, `${path} default-exports island("${islandNameOf(path)}", ...)`).toBe(islandNameOf(path));
      expect(islandLoaders[islandNameOf(path)]).toBeTypeOf("function");
    }
  });

  it("has no two islands of one name", () => {
    const names = Object.keys(modules).map(islandNameOf);
    expect(new Set(names).size).toBe(names.length);
  });

  it("declares islands only in *.island.tsx modules, which the browser can find", () => {
    const elsewhere = Object.entries(sources)
      .filter(([path, text]) => !path.endsWith(".island.tsx") && /\bisland\(\s*"/.test(text))
      .map(([path]) => path);
    expect(elsewhere).toEqual([]);
  });
});

describe("the page controls", () => {
  it("are the default exports of the *.controls.ts modules, each a function of the page", () => {
    const controls = import.meta.glob<unknown>("../**/*.controls.ts", { import: "default", eager: true });
    expect(Object.keys(controls).length).toBeGreaterThan(4);
    for (const [path, control] of Object.entries(controls)) expect(control, path).toBeTypeOf("function");
    expect(pageControls).toHaveLength(Object.keys(controls).length);
  });
});
