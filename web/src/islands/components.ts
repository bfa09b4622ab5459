import { islandNameOf, type IslandComponent } from "./registry";

// Every island's component, loaded with the module (the server's render and tests): the same
// modules the browser loads one by one (registry.ts).
const islands = new Map<IslandComponent, string>(
  Object.entries(import.meta.glob<IslandComponent>("./*.island.ts", { import: "default", eager: true })).map(([path, component]) => [
    component,
    islandNameOf(path),
  ]),
);

/** The island's name of a component, or undefined when no `*.island.ts` names it. */
export const registeredIslandName = (component: IslandComponent) => islands.get(component);
