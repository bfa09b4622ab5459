// The page head's entry for the server's render (decision 084; index.ts lists the two entry
// points and says why). Only entry.server.tsx imports it: every page, prerendered or rendered by the
// function, is written as
//
//   const head = pageHeadRender(routerContext.manifest);
//   const html = await render(head.wrap(<ServerRouter ... />));
//   const page = head.write(html);
//
// `wrap` gives the render the Emotion cache Chakra's styles are extracted from, and gives root.tsx's
// `<PageHead>` the inline page loader (boot/loader.server.ts) with the entry it imports. `write`
// writes the extracted styles after `<PageHead>`: the system's reset, global CSS, tokens and
// keyframes as Chakra emits them (theme.ts, decision 106), and the rule of each class the page uses.
// Inter's faces are in `<PageHead>` itself. The `.server` suffix makes React Router's client build
// fail if browser code imports this.
export { pageHeadRender } from "./pageHeadRender.server";
