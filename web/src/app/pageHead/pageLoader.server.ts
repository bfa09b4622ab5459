// The one script element of every page (decisions 046, 049): a few lines inline in the head that
// request nothing until the page has painted. Any file a page asks for before its first paint (its
// entry module, the modules that one imports, the web font) shares a slow phone's connection with the
// HTML and delays that paint (decision 046's table). So a first visit's page paints from its HTML,
// inline styles and priority images alone, in Inter's metric-matched fallback, and stays in it: a
// frame after its first contentful paint this imports the entry, and a frame after the entry is in
// (so the entry, which answers the first presses, does not share a slow link with the font's 49 KB;
// decision 091), and only while the page is not being left (pageLoaderNames.ts, leavingAttribute;
// decision 092), it fetches Inter for the pages that come after. It does not turn Inter on in the
// page that is already showing: that restyles and lays out the whole page, a task of 250-400 ms on a
// throttled phone that a tap waits behind (decision 093). The entry remembers that the file is in
// (brandFont.ts); every later page then uses Inter from its first paint. It does not wait for the
// load event: a page's images must not hold its controls back (decision 049). A tab that never paints
// (hidden) starts after 3 s.
//
// Its code is pageLoader.inline.js, minified as the build reads it (web/inlineScript.ts). It is
// inline, so the Content-Security-Policy names its hash (firebase.json; pageLoader.dom.test.ts
// checks the two agree). Its text is therefore fixed: what differs per build (the entry's URL)
// comes in on the element's data-entry attribute. A press on an Add to quote, Compare or copy button
// before the page has started is marked on the button (lib/earlyPress.ts, decisions 050 and 086).
// Its text is in the page once and in no chunk: only the server's render imports this module, and
// hands the text to PageHead through the render's context (index.server.ts). The `.server` suffix
// makes React Router's client build fail if anything it bundles for the browser, route modules
// included, imports it; the browser's code takes the names it shares from pageLoaderNames.ts.

import loaderText from "./pageLoader.inline.js?inline-script";

export const pageLoaderSource: string = loaderText;
