import type { ReactNode } from "react";

// The islands (decision 048): an island is a component declared with `island()` in a module of its
// own named `<Name>.island.tsx`, anywhere under web/src. The server renders it with that component
// (`<Island of>` reads the name it carries), and the browser hydrates it with the same module, which
// registry.ts finds by its file name. Nothing imports every island.

/**
 * An island's component: the name it was declared with and, optionally, `prepare`, which gets the
 * props written in the page and gives the ones to hydrate with, when hydrating needs data the page
 * does not carry.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, whatever its props
export type IslandComponent<P = any> = ((props: P) => ReactNode) & { islandName: string; prepare?: (written: P) => Promise<P> };

/**
 * Declares `component` an island named `name`, the name of the module that declares it
 * (`<name>.island.tsx`; registry.test.ts checks that the two agree).
 */
export function island<P>(name: string, component: (props: P) => ReactNode, options: { prepare?: (written: P) => Promise<P> } = {}): IslandComponent<P> {
  return Object.assign(component, { islandName: name, prepare: options.prepare });
}
