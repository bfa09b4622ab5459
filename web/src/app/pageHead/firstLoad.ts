// The page head's entry for the browser's first load (decision 084): what entry.client.tsx and the
// modules it imports statically take from the page head. It imports nothing but the two small
// modules it names, on purpose: a bundler keeps the side effects of every module that an imported
// module imports, so taking these from index.ts would put React, Chakra and Emotion (PageHead and the
// systems behind it) in every page's first load (decision 084 has the figures).
//
// - `rememberBrandFont()`: once Inter has loaded, later pages use it from their first paint.
// - `earlyInstallOfferKey`: where the inline page loader keeps an install offer that came before the
//   entry (installPrompt.ts takes it).
// - `leavingAttribute`: the loader's mark on a page being left (lib/pageLeaving.ts waits it out).
//   The loader's other names (the brand font's class and storage key) are used only inside the page
//   head.
export { rememberBrandFont } from "./brandFont";
export { earlyInstallOfferKey, leavingAttribute } from "./pageLoaderNames";
