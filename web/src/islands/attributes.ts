// The attributes of an island's wrapper (components/Island.tsx), read by the boot (boot.ts): kept
// apart from the component so the page's first script brings no React.

/** Attribute of every island's wrapper (a `display: contents` div, see the theme's global CSS). */
export const islandAttribute = "data-island";

/** Attribute of what `busyUntilHydrated` marks. */
export const busyUntilHydratedAttribute = "data-busy-until-hydrated";

/**
 * Props for what an island shows that a visitor's input makes out of date until the island has
 * hydrated and answers it (the marketplace's rendered results, while the catalogue they are
 * filtered from loads): `islands/boot.ts` marks it `aria-busy` from that input until then, so it can
 * be styled with `_loading`. Hydration finds that attribute, which the component did not render.
 * Here, not in components/Island.tsx: an island's own module importing Island.tsx would import every
 * island (islands/components.ts) and so itself, a cycle that fails in the browser where nothing is
 * tree-shaken (`npm run dev`).
 */
export const busyUntilHydrated = { [busyUntilHydratedAttribute]: "", suppressHydrationWarning: true } as const;
