// Names the inline page loader shares with the browser's code, apart from the loader's text so that
// the browser's chunks do not carry that text a second time. The loader (pageLoader.inline.js) writes
// them out; pageLoader.dom.test.ts checks that it writes these.

/** Class on <html> that makes the page use Inter (fontFaces.ts); before it, the fallback. */
export const brandFontClass = "brand-font";

/** localStorage key set once Inter has loaded on this device: later pages use it from their first paint. */
export const brandFontKey = "brand-font-loaded";

/**
 * Window property where the loader keeps Chromium's install offer if it comes before the entry has
 * loaded (it is fired once per page, possibly before the first paint); installPrompt.ts takes it.
 */
export const earlyInstallOfferKey = "earlyInstallOffer";

/**
 * Attribute the loader puts on <html> while the page is being left: a navigation to another document
 * has started (a link followed, a form sent before its island hydrated). Until it is gone, the page
 * starts nothing more to download (the islands' code, the catalogue, Inter, the service worker), so
 * the next page does not share a slow link with a page no one will use. It goes after
 * `leavingMs`, or when the page comes back from the back-forward cache, in case the page stayed.
 */
export const leavingAttribute = "data-leaving";

/** How long a navigation away may take before the page starts its downloads anyway (a 204, a download). */
export const leavingMs = 3000;
