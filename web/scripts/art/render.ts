/**
 * Renders the project's own images into web/public (run before `react-router build`):
 * marketing art as WebP and JPEG at their slot sizes, the brand logos as SVG and PNG, the
 * favicon and the PWA icons. Output is git-ignored; the sources are scenes.ts and logos.ts.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import sharp from "sharp";
import { artPieces, scenes } from "./scenes";
import { favicon } from "../../src/config/site";
import { faviconSvg, logos, maskableSvg } from "./logos";

const publicDir = new URL("../../public/", import.meta.url).pathname;
for (const dir of ["images", "brand", "icons"]) mkdirSync(publicDir + dir, { recursive: true });

const started = Date.now();
await Promise.all(
  artPieces.map(async ({ name, scene, width, height }) => {
    const svg = Buffer.from(scenes[scene]!());
    const image = sharp(svg, { density: 72 * (width / 1200) * 1.0 }).resize(width, height);
    await image.clone().webp({ quality: 72 }).toFile(`${publicDir}images/${name}.webp`);
    await image.clone().jpeg({ quality: 78, mozjpeg: true }).toFile(`${publicDir}images/${name}.jpg`);
  }),
);

for (const [variant, logo] of Object.entries(logos)) {
  writeFileSync(`${publicDir}brand/logo-${variant}.svg`, logo.svg);
  // PNG at twice the drawing size, for crisp use on high-density screens and in documents.
  await sharp(Buffer.from(logo.svg), { density: 144 }).png().toFile(`${publicDir}brand/logo-${variant}.png`);
}

writeFileSync(`${publicDir}favicon.svg`, faviconSvg);
// The page's favicon is this PNG, drawn from the same mark (decision 100): Chromium draws an SVG
// favicon as a document of its own on the page's main thread, a 17-34 ms task on a phone just as the
// page's script arrives; a PNG this size decodes in well under a millisecond.
await sharp(Buffer.from(faviconSvg), { density: (72 * favicon.pixels) / 32 }).png().toFile(`${publicDir}${favicon.path.slice(1)}`);
const icon = Buffer.from(logos.icon.svg);
await sharp(icon).resize(192, 192).png().toFile(`${publicDir}icons/icon-192.png`);
await sharp(icon).resize(512, 512).png().toFile(`${publicDir}icons/icon-512.png`);
await sharp(Buffer.from(maskableSvg)).resize(512, 512).png().toFile(`${publicDir}icons/icon-maskable-512.png`);
// iOS draws its own rounded corners and shows transparency as black: a full-bleed tile.
await sharp(Buffer.from(maskableSvg)).resize(180, 180).png().toFile(`${publicDir}icons/apple-touch-icon.png`);

console.log(`Rendered ${artPieces.length} art pieces, ${Object.keys(logos).length} logos and the icons in ${Date.now() - started} ms.`);
