// The attributes of an island's wrapper (components/Island.tsx), read by the boot (boot.ts): kept
// apart from the component so the page's first script brings no React.

/** Attribute of every island's wrapper (a `display: contents` div, see the theme's global CSS). */
export const islandAttribute = "data-island";

/** Attribute of what `busyUntilHydrated` (components/Island.tsx) marks. */
export const busyUntilHydratedAttribute = "data-busy-until-hydrated";
