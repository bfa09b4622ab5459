import type { IslandComponent, PageControl } from "./island";

/** An island's name from its module's path: ".../CopyHexButton.island.tsx" is "CopyHexButton". */
export const islandNameOf = (path: string) => path.replace(/^.*\/(\w+)\.island\.tsx$/, "$1");

/**
 * Each island's module by the island's name (its file name), loaded on demand: the browser fetches
 * an island's module when that island hydrates, and only on pages that have one.
 */
export const islandLoaders: Record<string, () => Promise<IslandComponent>> = Object.fromEntries(
  Object.entries(import.meta.glob<IslandComponent>("../**/*.island.tsx", { import: "default" })).map(([path, load]) => [islandNameOf(path), load]),
);

/**
 * Every page control (`<name>.controls.ts`), in the entry's own chunk: a press made at first paint
 * waits for no second request before its control answers it.
 */
export const pageControls: PageControl[] = Object.values(import.meta.glob<PageControl>("../**/*.controls.ts", { import: "default", eager: true }));
