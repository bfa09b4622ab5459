// Inter, self-hosted (no font downloads at run time): the latin subsets of the variable font, and
// a fallback face with Inter's measurements. The faces are written into each page's head by PageHead
// rather than linked as a stylesheet, so the first paint waits for no stylesheet request.
//
// A first visit's page paints in "Inter Fallback" (the system's Arial or its metric twins, scaled and
// given Inter's ascent and descent, so a line takes the room it will take in Inter), asks for no
// font file before that paint (decision 046), and stays in it: the page loader fetches Inter's file
// afterwards for the pages that come after, without turning it on in the page being read (a
// whole-page restyle and layout; decision 093). A device that has loaded Inter starts every later
// page in it: the loader adds `brand-font` to <html> before the first paint, which puts Inter first in
// --font-brand (the theme's fonts read it). The service worker keeps the files.
import latin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import latinExt from "@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url";
import { brandFontClass } from "~/boot/attributes";

// Both helpers are marked free of side effects: a bundle that imports the page head's index.ts for a
// Chakra system and not PageHead (the islands', the admin app's) then leaves Inter's faces out.

/**
 * A face of Inter's variable file. Only what differs from a face's defaults is written (its style is
 * normal; a woff2 file carries its variations): every page's head carries these.
 */
/* @__NO_SIDE_EFFECTS__ */
function face(url: string, unicodeRange?: string) {
  const range = unicodeRange ? `;unicode-range:${unicodeRange}` : "";
  return `@font-face{font-family:"Inter Variable";font-display:swap;font-weight:100 900;src:url(${url}) format("woff2")${range}}`;
}

/**
 * Inter's fallback: measured in Chromium against the latin Inter file at 100 px, a line of catalogue
 * text is 1.060x as wide as in Arial at weight 400 and 1.034x at 700; Inter's ascent and descent are
 * 0.969 and 0.242 of its size, with no line gap. The overrides are relative to the adjusted size.
 */
/* @__NO_SIDE_EFFECTS__ */
function fallbackFace(weight: string, sizeAdjust: number, localNames: string[]) {
  const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
  const src = localNames.map((name) => `local("${name}")`).join(",");
  return `@font-face{font-family:"Inter Fallback";font-style:normal;font-weight:${weight};src:${src};size-adjust:${percent(sizeAdjust)};ascent-override:${percent(0.96875 / sizeAdjust)};descent-override:${percent(0.2412 / sizeAdjust)};line-gap-override:0%}`;
}

/** Class-free default and the class the page loader adds (boot/attributes.ts). */
const brandFontVariable = `:root{--font-brand:"Inter Fallback"}:root.${brandFontClass}{--font-brand:"Inter Variable","Inter Fallback"}`;

export const fontFaces = [
  brandFontVariable,
  fallbackFace("100 550", 1.06, ["Arial", "ArialMT", "Helvetica", "Liberation Sans"]),
  fallbackFace("551 900", 1.034, ["Arial Bold", "Arial-BoldMT", "Helvetica Bold", "Liberation Sans Bold"]),
  // The latin file for every character, and the latin-ext file for its own range: of faces that
  // differ only in their ranges the last one written is tried first (CSS Fonts 4, unicode-range), so
  // a character of latin-ext comes from that file and any other from the latin one. The latin file's
  // own range (a list of about 150 bytes in every page's head) is then not needed: it is the file
  // every page in Inter fetches, and a character it lacks falls back glyph by glyph as before.
  face(latin),
  face(
    latinExt,
    "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
  ),
].join("");
