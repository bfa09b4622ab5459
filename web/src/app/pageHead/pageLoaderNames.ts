// Names the inline page loader (pageLoader.server.ts) shares with the browser's code, apart from
// the loader's text so that the browser's chunks do not carry that text a second time.

/** Class on <html> that makes the page use Inter (fontFaces.ts); before it, the fallback. */
export const brandFontClass = "brand-font";

/** localStorage key set once Inter has loaded on this device: later pages use it from their first paint. */
export const brandFontKey = "brand-font-loaded";

/**
 * Window property where the loader keeps Chromium's install offer if it comes before the entry has
 * loaded (it is fired once per page, possibly before the first paint); installPrompt.ts takes it.
 */
export const earlyInstallOfferKey = "earlyInstallOffer";
