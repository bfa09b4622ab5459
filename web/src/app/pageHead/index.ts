// The page head (decision 084): what every page's <head> carries, and the Chakra system that styles
// the page it heads. Code outside this folder imports only its two entry points (eslint.config.js):
//
// - index.server.ts, the server's render: the inline page loader and the page's styles written into
//   the head. Its files end in `.server`, so React Router's client build fails if anything bundled
//   for the browser imports them: the loader's text is inline in every page and in no chunk, and
//   @emotion/server stays on the server.
// - this module, for whatever renders with React and Chakra, on the server or in the browser. A
//   bundle leaves out what it does not use of it: PageHead and Inter's faces are marked pure, so the
//   islands' code does not carry them.
//
//   - `<PageHead />`: root.tsx renders it in the head: Inter's faces, the inline loader with the
//     entry it starts (given by the server's render), and the place of the page's styles.
//   - `siteSystem()`: the site's one Chakra system (theme.ts), with its tokens and keyframes chosen
//     in its config (themeTokens.ts, decision 106); tests render components with it.
//   - `providerSystem()`: what a ChakraProvider gets (Providers.tsx: the server's render and the
//     admin app; the islands' roots, boot/hydrate.tsx). On a page whose head has the system's global styles, the same
//     system without them, so that no provider inserts them again.
export { PageHead } from "./PageHead";
export { providerSystem, siteSystem } from "./theme";
