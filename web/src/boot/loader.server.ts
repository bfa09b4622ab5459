// The inline page loader's text, minified as the build reads it (web/inlineScript.ts). Only the
// server's render imports it (app/pageHead/pageHeadRender.server.tsx hands it to PageHead), so the
// text is in each page once and in no chunk; the `.server` suffix makes React Router's client build
// fail if browser code imports it. The page's Content-Security-Policy names its hash (firebase.json;
// loader.dom.test.ts checks the two agree).
import loaderText from "./loader.inline.js?inline-script";

export const pageLoaderSource: string = loaderText;
