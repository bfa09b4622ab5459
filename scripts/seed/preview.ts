/**
 * Renders every seed product's artwork to /tmp/seed-preview/<slug>.webp and a
 * PNG contact sheet for quick visual review.
 *
 *   cd /work/main && npx tsx scripts/seed/preview.ts
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { products } from "./catalogue.js";
import { productArtSvg } from "./productArt.js";

const OUT_DIR = "/tmp/seed-preview";
const COLS = 6;
const THUMB_W = 200;
const THUMB_H = 150;
const GAP = 8;

async function main(): Promise<void> {
  await mkdir(OUT_DIR, { recursive: true });

  const thumbs: Buffer[] = [];
  for (const product of products) {
    const svg = Buffer.from(productArtSvg(product, 800, 600));
    await sharp(svg).webp({ quality: 86 }).toFile(path.join(OUT_DIR, `${product.slug}.webp`));
    // Render the thumbnail from the SVG at its target size, like a card would.
    thumbs.push(await sharp(Buffer.from(productArtSvg(product, THUMB_W, THUMB_H))).png().toBuffer());
  }

  const rows = Math.ceil(thumbs.length / COLS);
  const sheetW = COLS * THUMB_W + (COLS + 1) * GAP;
  const sheetH = rows * THUMB_H + (rows + 1) * GAP;
  await sharp({
    create: { width: sheetW, height: sheetH, channels: 3, background: "#ffffff" },
  })
    .composite(
      thumbs.map((input, i) => ({
        input,
        left: GAP + (i % COLS) * (THUMB_W + GAP),
        top: GAP + Math.floor(i / COLS) * (THUMB_H + GAP),
      })),
    )
    .png()
    .toFile(path.join(OUT_DIR, "sheet.png"));

  console.log(`Rendered ${products.length} product images and sheet.png to ${OUT_DIR}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
