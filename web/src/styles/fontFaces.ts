// Inter, self-hosted (no font downloads at run time): the latin subsets of the variable font.
// The faces are written into each page's head by root.tsx rather than linked as a stylesheet, so
// the first paint waits for no stylesheet request. `font-display: optional` and no preload
// (decision 025): the file is asked for when text is first laid out; a page whose font is not there
// within the short block period stays in the system font instead of reflowing once Inter arrives (a
// layout shift of the whole text). The service worker installs the files with the page, so every
// later page, and every page of an installed visitor, is in Inter.
import latin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import latinExt from "@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url";

function face(url: string, unicodeRange: string) {
  return `@font-face{font-family:"Inter Variable";font-style:normal;font-display:optional;font-weight:100 900;src:url(${url}) format("woff2-variations");unicode-range:${unicodeRange}}`;
}

export const fontFaces = [
  face(
    latin,
    "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
  ),
  face(
    latinExt,
    "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
  ),
].join("");
