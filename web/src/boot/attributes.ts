// The page boot's attributes: the only marks that carry state between the server's HTML, the inline
// loader (loader.inline.js, which writes the same names out) and the entry (index.ts). Four, all
// `data-boot` or `data-island*`; docs/pages.md says who writes and who reads each.

/**
 * What the boot knows of an element, as space-separated states (`[data-boot~="hydrated"]`):
 * - on `<html>`: `started` (the entry runs: the loader stops marking presses), `leaving` (a
 *   navigation to another document is on its way: nothing more is downloaded), `hydrated` (the
 *   islands that start at load have mounted; browser tests wait for it);
 * - on an island's wrapper: `busy` (input came before its code: what it shows is out of date, and
 *   styled so with `[data-boot~="busy"] &`), then `hydrated`;
 * - on a control marked `data-early-press`: `pressed` (pressed before the entry ran).
 */
export const bootAttribute = "data-boot";

/** Attribute of an island's wrapper (Island.tsx): the island's name, its `<name>.island.tsx`. */
export const islandAttribute = "data-island";

/** Attribute of an island's wrapper: how the boot starts it, as JSON (`IslandOptions`). */
export const islandOptionsAttribute = "data-island-options";

/**
 * Attribute of a control a page control answers without React (Add to quote, Compare, the copy
 * buttons): pressed before the entry ran, the loader marks it `pressed`, which its style shows at
 * once (`pendingPressStyle`), and the control's code answers the press when it starts.
 */
export const earlyPressAttribute = "data-early-press";

export type BootState = "started" | "leaving" | "hydrated" | "busy" | "pressed";

export function hasBootState(element: Element, state: BootState): boolean {
  return (element.getAttribute(bootAttribute) ?? "").split(" ").includes(state);
}

export function setBootState(element: Element, state: BootState, on: boolean) {
  const states = (element.getAttribute(bootAttribute) ?? "").split(" ").filter((name) => name !== "" && name !== state);
  if (on) states.push(state);
  if (states.length > 0) element.setAttribute(bootAttribute, states.join(" "));
  else element.removeAttribute(bootAttribute);
}

// Not attributes, but shared with the loader too.

/** Class on `<html>` that makes the page use Inter (app/pageHead/fontFaces.ts); before it, the fallback. */
export const brandFontClass = "brand-font";

/** localStorage key set once Inter has loaded on this device: later pages use it from their first paint. */
export const brandFontKey = "brand-font-loaded";

/**
 * Window property where the loader keeps Chromium's install offer if it comes before the entry
 * (it is fired once per page, possibly before the first paint); app/installPrompt.controls.ts takes it.
 */
export const earlyInstallOfferKey = "earlyInstallOffer";

/** How long a navigation away may take before the page starts its downloads anyway (a 204, a download). */
export const leavingMs = 3000;
