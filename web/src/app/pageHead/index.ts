// The page head (decision 084): what every page's <head> carries, and the Chakra systems that style
// the page it heads. Code outside this folder imports only its three entry points (eslint.config.js):
//
// - index.server.ts, the server's render: the inline page loader and the page's styles, with only
//   the tokens and keyframes the page uses, written into the head. Its files end in `.server`, so
//   React Router's client build fails if anything bundled for the browser imports them: the
//   loader's text is inline in every page and in no chunk, and @emotion/server stays on the server.
// - firstLoad.ts, the browser's first load (entry.client.tsx and what it imports): the names the
//   inline loader shares with the browser's code, and `rememberBrandFont`. Apart, because importing
//   this module brings React and Chakra with it (firstLoad.ts says why).
// - this module, for whatever renders with React and Chakra, on the server or in the browser. A
//   bundle leaves out what it does not use of it: PageHead and Inter's faces are marked pure and the
//   app's theme is made at first use, so the islands' code carries neither them nor the app's recipes.
//
//   - `<PageHead />`: root.tsx renders it in the head: Inter's faces, the inline loader with the
//     entry it starts (given by the server's render), and the place of the page's styles.
//   - `providerSystem()`: the Chakra system for ChakraProvider (Providers.tsx: the server's render,
//     the admin app). On a prerendered page it leaves the head's global styles alone.
//   - `islandPageSystem()`: the islands' system (hydrateIslands.tsx), with only the recipes the
//     islands render (themeBase.ts, islandRecipes); theme.test.ts fails, naming the recipe, when an
//     island uses a Chakra component whose recipe is not there.
//   - `siteSystem()`: the full system, global styles included, for tests that render components.
export { PageHead } from "./PageHead";
export { providerSystem } from "./chakraSystem";
export { islandPageSystem } from "./islandSystem";
export { siteSystem } from "./theme";
