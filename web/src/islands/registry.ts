import type { IslandComponent } from "./island";

/** An island's name from its module's path: ".../CopyHexButton.island.tsx" is "CopyHexButton". */
export const islandNameOf = (path: string) => path.replace(/^.*\/(\w+)\.island\.tsx$/, "$1");

/**
 * Each island's module by the island's name (its file name), loaded on demand: the browser fetches
 * the module of an island when that island hydrates, and only pages that have one do (island.ts).
 */
export const islandLoaders: Record<string, () => Promise<IslandComponent>> = Object.fromEntries(
  Object.entries(import.meta.glob<IslandComponent>("../**/*.island.tsx", { import: "default" })).map(([path, load]) => [islandNameOf(path), load]),
);
