import type { ReactNode } from "react";

// The islands (decision 021): each `<name>.island.ts` in this folder names one component as its
// default export, and `name` is the island's name. The server renders an island with that very
// component (components/Island.tsx finds its name here), and the browser hydrates it with the same
// module (its own chunk, fetched only by pages that have one): one component, one set of props.

/**
 * An island's component. Its optional `prepare` gets the props written in the page and gives the
 * ones to hydrate with, when hydrating needs data the page does not carry (the marketplace's rendered
 * results need the catalogue they were rendered from).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, whatever its props
export type IslandComponent = ((props: any) => ReactNode) & { prepare?: (props: any) => Promise<object> };

/** An island's name from its module's path: "./copy-hex.island.ts" is "copy-hex". */
export const islandNameOf = (path: string) => path.replace(/^.*\/([\w-]+)\.island\.ts$/, "$1");

/** Each island's module, loaded on demand (the browser). */
export const islandLoaders: Record<string, () => Promise<IslandComponent>> = Object.fromEntries(
  Object.entries(import.meta.glob<IslandComponent>("./*.island.ts", { import: "default" })).map(([path, load]) => [islandNameOf(path), load]),
);
