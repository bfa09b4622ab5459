/**
 * The brand's logo files (spec 2.12), drawn from the same mark as src/components/Logo.tsx:
 * a slate tile, a teal sensor dot and two LoRa waves, with the word mark "LoRaWAN Sensors".
 */
import { brand } from "../../src/config/site";

const { primary: teal, secondary: cyan, slate, white } = brand.colors;
const FONT = "Inter, 'Helvetica Neue', Arial, sans-serif";

/** The 32 x 32 mark, placed at (x, y) and scaled. */
function mark(x: number, y: number, scale: number, tile: string = slate): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
<rect width="32" height="32" rx="8" fill="${tile}"/>
<circle cx="11" cy="21" r="3.2" fill="${teal}"/>
<path d="M11 13.5a7.5 7.5 0 0 1 7.5 7.5" stroke="${teal}" stroke-width="2.4" fill="none" stroke-linecap="round"/>
<path d="M11 7.5A13.5 13.5 0 0 1 24.5 21" stroke="${cyan}" stroke-width="2.4" fill="none" stroke-linecap="round"/>
</g>`;
}

function wordmark(x: number, y: number, size: number, ink: string, accent: string, anchor: "start" | "middle" = "start"): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="700" letter-spacing="-0.5" fill="${ink}" text-anchor="${anchor}">LoRaWAN<tspan dx="${size * 0.28}" fill="${accent}">Sensors</tspan></text>`;
}

const svg = (width: number, height: number, body: string, background?: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${background ? `<rect width="${width}" height="${height}" fill="${background}"/>` : ""}${body}</svg>\n`;

export const logos: Record<"default" | "icon" | "minimal" | "stacked" | "brand", { svg: string; width: number; height: number }> = {
  default: { width: 520, height: 120, svg: svg(520, 120, `${mark(20, 20, 2.5)}${wordmark(120, 76, 44, slate, "#00806a")}`) },
  icon: { width: 512, height: 512, svg: svg(512, 512, mark(0, 0, 16)) },
  minimal: { width: 420, height: 80, svg: svg(420, 80, wordmark(10, 54, 44, slate, slate)) },
  stacked: { width: 360, height: 260, svg: svg(360, 260, `${mark(124, 24, 3.5)}${wordmark(180, 200, 40, slate, "#00806a", "middle")}`) },
  brand: { width: 520, height: 120, svg: svg(520, 120, `${mark(20, 20, 2.5, "#0f172a")}${wordmark(120, 76, 44, white, teal)}`, slate) },
};

/** The favicon: the mark alone. */
export const faviconSvg = svg(32, 32, mark(0, 0, 1));

/** A maskable icon keeps its content inside the central 80% safe zone. */
export const maskableSvg = svg(512, 512, mark(76, 76, 11.25, slate), slate);
