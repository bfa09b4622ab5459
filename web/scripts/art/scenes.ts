/**
 * Marketing art, drawn as SVG in a 1200 x 800 space: a dark slate backdrop, a scene in flat
 * shapes and the brand's LoRa waves radiating from a sensor. Rendered to WebP and JPEG by render.ts.
 */
import { brand } from "../../src/config/site";

const { primary: teal, secondary: cyan, slate, light, muted } = brand.colors;
const W = 1200;
const H = 800;

function waves(x: number, y: number, count = 3, start = 40, gap = 38): string {
  return Array.from({ length: count }, (_, i) => {
    const r = start + i * gap;
    const opacity = (0.9 - i * 0.22).toFixed(2);
    return `<path d="M${x - r * 0.7} ${y - r * 0.7} A${r} ${r} 0 0 1 ${x + r * 0.7} ${y - r * 0.7}" fill="none" stroke="${i % 2 ? cyan : teal}" stroke-width="8" stroke-linecap="round" opacity="${opacity}"/>`;
  }).join("");
}

function sensor(x: number, y: number, size = 44): string {
  return `<g><rect x="${x - size / 2}" y="${y - size / 2}" width="${size}" height="${size * 1.3}" rx="10" fill="${light}"/><circle cx="${x}" cy="${y}" r="${size / 5}" fill="${teal}"/>${waves(x, y - size / 2, 3, 30, 30)}</g>`;
}

function frame(body: string, accent: string = teal): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f172a"/><stop offset="1" stop-color="${slate}"/></linearGradient>
  <radialGradient id="glow" cx="0.75" cy="0.25" r="0.6"><stop offset="0" stop-color="${accent}" stop-opacity="0.35"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>
  <pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="${muted}" stroke-opacity="0.08" stroke-width="1"/></pattern>
</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<rect width="${W}" height="${H}" fill="url(#grid)"/>
<rect width="${W}" height="${H}" fill="url(#glow)"/>
${body}
</svg>`;
}

const ground = (y: number, color = "#334155") => `<rect x="0" y="${y}" width="${W}" height="${H - y}" fill="${color}"/>`;

export const scenes: Record<string, () => string> = {
  industrial: () =>
    frame(`
${ground(600)}
<path d="M80 600V380l160 90V380l160 90V380l160 90V260h220v340Z" fill="#475569"/>
<rect x="640" y="160" width="50" height="110" fill="#64748b"/><rect x="730" y="120" width="50" height="150" fill="#64748b"/>
${[0, 1, 2, 3, 4].map((i) => `<rect x="${140 + i * 110}" y="520" width="60" height="40" rx="6" fill="${slate}"/>`).join("")}
<rect x="860" y="430" width="260" height="170" rx="16" fill="#1e293b" stroke="${teal}" stroke-width="4"/>
<circle cx="990" cy="515" r="55" fill="none" stroke="${cyan}" stroke-width="10"/><circle cx="990" cy="515" r="14" fill="${teal}"/>
${sensor(990, 360)}
`),
  agriculture: () =>
    frame(
      `
<circle cx="930" cy="200" r="90" fill="#fbbf24" opacity="0.85"/>
<path d="M0 520 Q300 470 600 520 T1200 500 V800 H0Z" fill="#166534"/>
${Array.from({ length: 9 }, (_, i) => `<path d="M${-200 + i * 170} 800 L${420 + i * 45} 540" stroke="#22c55e" stroke-width="14" opacity="0.55"/>`).join("")}
<rect x="300" y="380" width="14" height="170" fill="${light}"/>
${sensor(307, 360)}
<rect x="760" y="330" width="10" height="210" fill="${light}"/><path d="M720 330h90M765 300v60" stroke="${light}" stroke-width="8"/>
`,
      "#22c55e",
    ),
  water: () =>
    frame(
      `
${ground(620, "#1e3a5f")}
<path d="M0 660 Q150 630 300 660 T600 660 T900 660 T1200 660" stroke="${cyan}" stroke-width="6" fill="none" opacity="0.6"/>
<rect x="200" y="230" width="200" height="150" rx="20" fill="#64748b"/><path d="M230 380 L210 620 M370 380 L390 620 M220 500h160" stroke="#94a3b8" stroke-width="14"/>
<rect x="215" y="300" width="170" height="66" rx="10" fill="${cyan}" opacity="0.8"/>
<rect x="480" y="560" width="720" height="34" rx="17" fill="#475569"/><rect x="700" y="520" width="40" height="80" rx="8" fill="${slate}" stroke="${teal}" stroke-width="4"/>
${sensor(720, 450)}
${sensor(300, 160, 36)}
`,
      cyan,
    ),
  building: () =>
    frame(`
${ground(680)}
<rect x="180" y="160" width="360" height="520" fill="#475569"/>
${Array.from({ length: 6 }, (_, r) => Array.from({ length: 4 }, (_, c) => `<rect x="${210 + c * 82}" y="${190 + r * 78}" width="56" height="50" rx="4" fill="${(r + c) % 3 === 0 ? teal : "#334155"}" opacity="${(r + c) % 3 === 0 ? 0.75 : 1}"/>`).join("")).join("")}
<rect x="620" y="300" width="420" height="380" fill="#64748b"/>
${Array.from({ length: 4 }, (_, r) => Array.from({ length: 5 }, (_, c) => `<rect x="${645 + c * 78}" y="${325 + r * 82}" width="54" height="54" rx="4" fill="${(r * c) % 4 === 1 ? cyan : "#334155"}" opacity="0.85"/>`).join("")).join("")}
${sensor(830, 220)}
`),
  assetTracking: () =>
    frame(`
<path d="M80 680 C300 520 420 700 600 520 S900 380 1080 260" fill="none" stroke="${muted}" stroke-width="6" stroke-dasharray="18 16" opacity="0.7"/>
${[
  [80, 680],
  [600, 520],
  [1080, 260],
]
  .map(([x, y]) => `<path d="M${x} ${y! - 10} c0-40 -60-40 -60-70 a60 60 0 1 1 120 0 c0 30 -60 30 -60 70Z" fill="${teal}" transform="translate(0 -60)"/><circle cx="${x}" cy="${y! - 130}" r="20" fill="${slate}"/>`)
  .join("")}
<rect x="300" y="560" width="200" height="90" rx="10" fill="#475569"/><rect x="500" y="590" width="70" height="60" rx="8" fill="#64748b"/><circle cx="350" cy="660" r="22" fill="${light}"/><circle cx="520" cy="660" r="22" fill="${light}"/>
<rect x="760" y="400" width="240" height="130" rx="8" fill="#475569" stroke="${cyan}" stroke-width="4"/>
${sensor(880, 330, 36)}
`),
  smartCities: () =>
    frame(`
${ground(650)}
${[
  [60, 330, 140],
  [220, 200, 120],
  [360, 400, 110],
  [490, 120, 150],
  [660, 280, 120],
  [800, 360, 150],
  [970, 220, 170],
]
  .map(([x, y, w]) => `<rect x="${x}" y="${y}" width="${w}" height="${650 - y!}" fill="#475569"/>${Array.from({ length: Math.floor((650 - y!) / 60) }, (_, r) => `<rect x="${x! + 18}" y="${y! + 20 + r * 60}" width="${w! - 36}" height="18" fill="${r % 3 ? "#334155" : teal}" opacity="0.7"/>`).join("")}`)
  .join("")}
<path d="M140 650V500h40" stroke="${light}" stroke-width="8" fill="none"/><circle cx="185" cy="505" r="12" fill="#fbbf24"/>
${sensor(565, 80, 36)}
<rect x="0" y="690" width="1200" height="12" fill="${muted}" opacity="0.4"/>
`),
  energy: () =>
    frame(
      `
${ground(660, "#1f2937")}
${[200, 600, 1000]
  .map((x) => `<path d="M${x - 70} 660 L${x} 200 L${x + 70} 660 M${x - 110} 270 H${x + 110} M${x - 80} 360 H${x + 80} M${x - 50} 400 L${x + 50} 500 M${x + 50} 400 L${x - 50} 500" stroke="#94a3b8" stroke-width="10" fill="none"/>`)
  .join("")}
<path d="M90 270 Q400 330 490 270 Q800 330 890 270 Q1100 320 1200 290 M120 360 Q400 420 520 360 Q800 420 920 360" stroke="${cyan}" stroke-width="4" fill="none" opacity="0.8"/>
<path d="M640 150 L590 260 H640 L610 360 L700 230 H650 L690 150Z" fill="#fbbf24"/>
<rect x="820" y="540" width="220" height="120" rx="10" fill="#475569" stroke="${teal}" stroke-width="4"/>
${sensor(930, 470, 36)}
`,
      "#fbbf24",
    ),
  airQuality: () =>
    frame(`
<rect x="120" y="120" width="960" height="560" rx="24" fill="#334155"/>
<rect x="180" y="180" width="380" height="260" rx="12" fill="#0f172a" stroke="${muted}" stroke-opacity="0.4" stroke-width="4"/>
<path d="M220 380 Q300 260 380 330 T540 240" stroke="${teal}" stroke-width="8" fill="none"/>
<rect x="180" y="520" width="500" height="26" rx="13" fill="#475569"/><rect x="240" y="546" width="20" height="134" fill="#475569"/><rect x="600" y="546" width="20" height="134" fill="#475569"/>
<rect x="760" y="240" width="180" height="240" rx="28" fill="${light}"/>
<circle cx="850" cy="330" r="50" fill="none" stroke="${teal}" stroke-width="14"/><text x="850" y="344" text-anchor="middle" font-family="Arial, sans-serif" font-size="40" font-weight="700" fill="${slate}">CO2</text>
<rect x="800" y="410" width="100" height="14" rx="7" fill="${cyan}"/>
${waves(850, 240, 3, 40, 36)}
${[0, 1, 2, 3, 4].map((i) => `<path d="M${220 + i * 170} 120 q20 -40 0 -80" stroke="${cyan}" stroke-width="6" fill="none" opacity="0.4"/>`).join("")}
`),
};

/** What to render: each art piece, the scene it draws and the pixel sizes of its slot. */
export const artPieces: { name: string; scene: keyof typeof scenes; width: number; height: number }[] = [
  { name: "tile-industrial", scene: "industrial", width: 600, height: 400 },
  { name: "tile-agriculture", scene: "agriculture", width: 600, height: 400 },
  { name: "tile-water", scene: "water", width: 600, height: 400 },
  { name: "tile-building", scene: "building", width: 600, height: 400 },
  { name: "hero-industrial", scene: "industrial", width: 1200, height: 800 },
  { name: "hero-asset-tracking", scene: "assetTracking", width: 1200, height: 800 },
  { name: "hero-agriculture", scene: "agriculture", width: 1200, height: 800 },
  { name: "hero-smart-cities", scene: "smartCities", width: 1200, height: 800 },
  { name: "hero-energy", scene: "energy", width: 1200, height: 800 },
  { name: "hero-air-quality", scene: "airQuality", width: 1200, height: 800 },
];
