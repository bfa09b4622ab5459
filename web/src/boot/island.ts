import type { ReactNode } from "react";

// What a feature declares to the boot (docs/pages.md). The boot imports no feature: it finds these
// by their modules' names (registry.ts).
//
// - An island: a component hydrated on its own, declared with `island()` in a module named
//   `<Name>.island.tsx`. The server renders it with that component (`<Island of>`, Island.tsx), and
//   the browser hydrates it with the same module, loaded when the island needs it.
// - A page control: what a `<name>.controls.ts` module's default export gives life to without React
//   (Add to quote, Compare, copy buttons, lazy images, the Install button, the offline notice, the
//   admin's start). Every page runs them all as the entry starts, so each is small and looks for its
//   own elements first.

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

/** A toast as the islands' toaster shows it (components/ui/toaster.tsx). */
export interface PageToast {
  title: string;
  description: string;
  variant: "success" | "destructive";
}

/** What the boot gives a page control: a toast, whose code (React, Chakra) comes with the first one. */
export interface PageControlContext {
  showToast(toast: PageToast): Promise<void>;
}

/** A page control: gives the page's elements of its kind their behaviour. */
export type PageControl = (page: Document, boot: PageControlContext) => void;
