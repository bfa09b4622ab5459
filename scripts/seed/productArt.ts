/**
 * Flat-illustration product art for seed data.
 *
 * Every image is drawn in a fixed 800 x 600 coordinate space (viewBox) and
 * scaled to the requested width/height, so the composition stays identical
 * for full-size product pages and 300 x 225 catalogue cards.
 */
import type { SeedProduct } from "./catalogue.js";

type Device = SeedProduct["device"];

const FONT = "Inter, Arial, sans-serif";
const VIEW_W = 800;
const VIEW_H = 600;

// ------------------------------------------------------------------ colour helpers

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m || m[1] === undefined) return null;
  let h = m[1];
  if (h.length === 3) h = h.split("").map((c) => c + c).join("");
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

function toHex([r, g, b]: Rgb): string {
  const c = (v: number): string => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Linear blend of a towards b by t (0 = a, 1 = b). */
function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [15, 23, 42];

interface Palette {
  accent: string;
  accentDark: string;
  accentDeep: string;
  accentLight: string;
  bgTop: string;
  bgBottom: string;
  halo: string;
  wave: string;
}

function palette(accentHex: string): Palette {
  const a = parseHex(accentHex) ?? ([37, 99, 235] as Rgb);
  return {
    accent: toHex(a),
    accentDark: toHex(mix(a, INK, 0.28)),
    accentDeep: toHex(mix(a, INK, 0.5)),
    accentLight: toHex(mix(a, WHITE, 0.55)),
    bgTop: toHex(mix(a, WHITE, 0.9)),
    bgBottom: toHex(mix(a, WHITE, 0.975)),
    halo: toHex(mix(a, WHITE, 0.8)),
    wave: toHex(mix(a, WHITE, 0.15)),
  };
}

// Neutral product colours shared by all devices.
const SHELL_LIGHT = "#ffffff";
const SHELL_MID = "#eef1f5";
const SHELL_EDGE = "#cdd4de";
const SHELL_SHADE = "#dfe4eb";
const DARK = "#2a3140";
const DARK_2 = "#3a4354";
const METAL_DARK = "#8a94a3";
const METAL_LIGHT = "#f1f4f7";

// ------------------------------------------------------------------ svg helpers

function esc(s: string): string {
  return s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

const n = (v: number): string => (Math.round(v * 10) / 10).toString();

interface Ids {
  bg: string;
  shell: string;
  dark: string;
  metal: string;
  side: string;
}

/** Rounded label plate with the model name, auto-narrowing long model names. */
function label(cx: number, cy: number, model: string, fill: string, maxW: number, fontSize = 30): string {
  const text = model.length > 10 ? model.slice(0, 10) : model;
  // Approximate advance width of bold sans-serif glyphs.
  const approx = text.length * fontSize * 0.64;
  const size = approx > maxW - 28 ? (fontSize * (maxW - 28)) / approx : fontSize;
  const w = Math.min(maxW, text.length * size * 0.64 + 36);
  const h = size + 22;
  return (
    `<rect x="${n(cx - w / 2)}" y="${n(cy - h / 2)}" width="${n(w)}" height="${n(h)}" rx="${n(h / 2.6)}" fill="${fill}"/>` +
    `<text x="${n(cx)}" y="${n(cy + size * 0.36)}" text-anchor="middle" font-family="${FONT}" font-size="${n(size)}" font-weight="700" letter-spacing="0.5" fill="#ffffff">${esc(text)}</text>`
  );
}

function led(cx: number, cy: number, colour = "#22c55e"): string {
  return `<circle cx="${cx}" cy="${cy}" r="12" fill="${colour}" opacity="0.22"/><circle cx="${cx}" cy="${cy}" r="6" fill="${colour}"/>`;
}

function screw(cx: number, cy: number): string {
  return `<circle cx="${cx}" cy="${cy}" r="6.5" fill="${SHELL_SHADE}" stroke="${SHELL_EDGE}" stroke-width="1.5"/><path d="M${cx - 3.5} ${cy}h7" stroke="${METAL_DARK}" stroke-width="1.6" stroke-linecap="round"/>`;
}

/** Stub antenna whose tip is at (x, tipY) and whose base sits at baseY. */
function antenna(x: number, tipY: number, baseY: number, w = 24): string {
  return (
    `<rect x="${x - w / 2}" y="${tipY}" width="${w}" height="${baseY - tipY}" rx="${w / 2}" fill="url(#ANT)"/>` +
    `<rect x="${x - w / 2 - 8}" y="${baseY - 16}" width="${w + 16}" height="20" rx="5" fill="${DARK_2}"/>` +
    `<rect x="${x - w / 2 + 5}" y="${tipY + 14}" width="4" height="${Math.max(0, baseY - tipY - 44)}" rx="2" fill="#ffffff" opacity="0.14"/>`
  );
}

/**
 * LoRa-style signal arcs around an origin. `dir` selects which side(s) the
 * arcs radiate towards.
 */
function signalArcs(
  cx: number,
  cy: number,
  radii: number[],
  colour: string,
  dir: "both" | "left" | "right" | "up",
  spreadDeg = 38,
): string {
  const opacities = [0.75, 0.5, 0.3, 0.18];
  const centres: number[] =
    dir === "both" ? [0, 180] : dir === "right" ? [0] : dir === "left" ? [180] : [-90];
  let out = "";
  radii.forEach((r, i) => {
    for (const c of centres) {
      const a0 = ((c - spreadDeg) * Math.PI) / 180;
      const a1 = ((c + spreadDeg) * Math.PI) / 180;
      const x0 = cx + r * Math.cos(a0);
      const y0 = cy + r * Math.sin(a0);
      const x1 = cx + r * Math.cos(a1);
      const y1 = cy + r * Math.sin(a1);
      out += `<path d="M${n(x0)} ${n(y0)} A${r} ${r} 0 0 1 ${n(x1)} ${n(y1)}" fill="none" stroke="${colour}" stroke-width="9" stroke-linecap="round" opacity="${opacities[i] ?? 0.15}"/>`;
    }
  });
  return out;
}

/** Faint LoRa chirp (frequency sweep) drawn across the background. */
function chirp(y: number, amp: number, colour: string, opacity: number, x0 = 0, x1 = VIEW_W): string {
  const pts: string[] = [];
  const span = x1 - x0;
  for (let x = x0; x <= x1; x += 4) {
    const t = (x - x0) / span;
    // Phase grows quadratically => instantaneous frequency rises linearly (up-chirp).
    const phase = 2 * Math.PI * (1.5 * t + 4.5 * t * t);
    pts.push(`${n(x)} ${n(y + amp * Math.sin(phase))}`);
  }
  return `<path d="M${pts.join(" L")}" fill="none" stroke="${colour}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" opacity="${opacity}"/>`;
}

function shadow(cx: number, cy: number, rx: number, ry = 16): string {
  return (
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${toHex(INK)}" opacity="0.08"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${n(rx * 0.7)}" ry="${n(ry * 0.6)}" fill="${toHex(INK)}" opacity="0.07"/>`
  );
}

// ------------------------------------------------------------------ devices

interface DeviceArt {
  body: string;
  arcs: string;
  shadow: string;
}

/** Wall-mount rectangular enclosure with a stub antenna. */
function drawBox(model: string, p: Palette, ids: Ids): DeviceArt {
  const x = 292, y = 196, w = 216, h = 300, r = 28;
  const body =
    // side depth
    `<rect x="${x + 14}" y="${y + 8}" width="${w}" height="${h}" rx="${r}" fill="${SHELL_SHADE}"/>` +
    antenna(456, 92, y + 4) +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="url(#${ids.shell})" stroke="${SHELL_EDGE}" stroke-width="2"/>` +
    // accent cap
    `<path d="M${x} ${y + 58} V${y + r} A${r} ${r} 0 0 1 ${x + r} ${y} H${x + w - r} A${r} ${r} 0 0 1 ${x + w} ${y + r} V${y + 58} Z" fill="${p.accent}"/>` +
    `<rect x="${x}" y="${y + 54}" width="${w}" height="6" fill="${p.accentDark}" opacity="0.35"/>` +
    led(x + 38, y + 30, "#ffffff") +
    `<rect x="${x + 62}" y="${y + 25}" width="64" height="10" rx="5" fill="#ffffff" opacity="0.45"/>` +
    label(400, y + 128, model, p.accentDeep, w - 36) +
    // vent slots
    [0, 1, 2, 3]
      .map((i) => `<rect x="${x + 44}" y="${y + 196 + i * 18}" width="${w - 88}" height="7" rx="3.5" fill="${SHELL_SHADE}"/>`)
      .join("") +
    screw(x + 22, y + 80) +
    screw(x + w - 22, y + 80) +
    screw(x + 22, y + h - 22) +
    screw(x + w - 22, y + h - 22) +
    // cable gland
    `<rect x="${400 - 22}" y="${y + h - 2}" width="44" height="22" rx="5" fill="${DARK_2}"/>` +
    `<rect x="${400 - 14}" y="${y + h + 18}" width="28" height="12" rx="4" fill="${DARK}"/>`;
  return {
    body,
    arcs: signalArcs(456, 102, [42, 74, 106], p.wave, "both", 36),
    shadow: shadow(408, 532, 168),
  };
}

/** Compact transmitter head on top of a long stainless probe stem. */
function drawProbe(model: string, p: Palette, ids: Ids): DeviceArt {
  const x = 300, y = 168, w = 200, h = 176, r = 26;
  const stemX = 400, stemTop = y + h + 34, stemBottom = 524, stemW = 34;
  const body =
    antenna(462, 84, y + 4, 22) +
    `<rect x="${x + 12}" y="${y + 8}" width="${w}" height="${h}" rx="${r}" fill="${SHELL_SHADE}"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="url(#${ids.shell})" stroke="${SHELL_EDGE}" stroke-width="2"/>` +
    `<path d="M${x} ${y + 46} V${y + r} A${r} ${r} 0 0 1 ${x + r} ${y} H${x + w - r} A${r} ${r} 0 0 1 ${x + w} ${y + r} V${y + 46} Z" fill="${p.accent}"/>` +
    led(x + 34, y + 24, "#ffffff") +
    label(400, y + 104, model, p.accentDeep, w - 30, 28) +
    `<rect x="${x + 48}" y="${y + 146}" width="${w - 96}" height="7" rx="3.5" fill="${SHELL_SHADE}"/>` +
    // hex fitting
    `<path d="M${stemX - 40} ${y + h - 2} H${stemX + 40} L${stemX + 34} ${y + h + 34} H${stemX - 34} Z" fill="${DARK_2}"/>` +
    // thread rings
    `<rect x="${stemX - 24}" y="${stemTop - 2}" width="48" height="22" rx="4" fill="url(#${ids.metal})"/>` +
    [0, 1, 2]
      .map((i) => `<rect x="${stemX - 24}" y="${stemTop + 2 + i * 6}" width="48" height="2" fill="${METAL_DARK}" opacity="0.55"/>`)
      .join("") +
    // stem + tip
    `<path d="M${stemX - stemW / 2} ${stemTop + 18} H${stemX + stemW / 2} V${stemBottom - 30} L${stemX} ${stemBottom} L${stemX - stemW / 2} ${stemBottom - 30} Z" fill="url(#${ids.metal})" stroke="${METAL_DARK}" stroke-width="1.5" stroke-linejoin="round"/>` +
    `<rect x="${stemX - stemW / 2}" y="${stemBottom - 92}" width="${stemW}" height="10" fill="${p.accent}" opacity="0.85"/>`;
  return {
    body,
    arcs: signalArcs(462, 94, [40, 70, 100], p.wave, "both", 36),
    shadow: shadow(400, 540, 96, 12),
  };
}

/** Round disc sensor seen in a three-quarter view. */
function drawPuck(model: string, p: Palette, ids: Ids): DeviceArt {
  const cx = 400, cy = 330, rx = 196, ry = 92, depth = 64;
  const side =
    `<path d="M${cx - rx} ${cy} V${cy + depth} A${rx} ${ry} 0 0 0 ${cx + rx} ${cy + depth} V${cy} Z" fill="url(#${ids.side})"/>` +
    // accent band on the side
    `<path d="M${cx - rx} ${cy + 26} V${cy + 40} A${rx} ${ry} 0 0 0 ${cx + rx} ${cy + 40} V${cy + 26} A${rx} ${ry} 0 0 1 ${cx - rx} ${cy + 26} Z" fill="${p.accent}"/>`;
  const top =
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#${ids.shell})" stroke="${SHELL_EDGE}" stroke-width="2"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx - 30}" ry="${ry - 15}" fill="none" stroke="${p.accentLight}" stroke-width="6"/>` +
    `<ellipse cx="${cx}" cy="${cy + 3}" rx="${rx - 62}" ry="${ry - 30}" fill="${SHELL_MID}"/>` +
    label(cx, cy + 6, model, p.accentDeep, 220, 30) +
    led(cx, cy - 50);
  return {
    body: side + top,
    arcs: signalArcs(cx, cy - 52, [84, 124, 164], p.wave, "up", 30),
    shadow: shadow(cx + 6, cy + depth + 78, 200, 20),
  };
}

/** Large outdoor gateway with twin antennas and a heat-sink side. */
function drawGateway(model: string, p: Palette, ids: Ids): DeviceArt {
  const x = 228, y = 252, w = 344, h = 236, r = 24;
  const fins = Array.from({ length: 7 })
    .map((_, i) => `<rect x="${x + 196}" y="${y + 34 + i * 25}" width="${w - 226}" height="11" rx="5.5" fill="${SHELL_SHADE}"/>`)
    .join("");
  const leds = ["#22c55e", "#22c55e", p.accent, "#f59e0b"]
    .map((c, i) => `<circle cx="${x + 46 + i * 30}" cy="${y + h - 46}" r="7" fill="${c}"/>`)
    .join("");
  const body =
    antenna(x + 54, 92, y + 4, 26) +
    antenna(x + w - 54, 92, y + 4, 26) +
    `<rect x="${x + 14}" y="${y + 10}" width="${w}" height="${h}" rx="${r}" fill="${SHELL_SHADE}"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="url(#${ids.shell})" stroke="${SHELL_EDGE}" stroke-width="2"/>` +
    // accent front panel on the left
    `<path d="M${x + r} ${y} H${x + 176} V${y + h} H${x + r} A${r} ${r} 0 0 1 ${x} ${y + h - r} V${y + r} A${r} ${r} 0 0 1 ${x + r} ${y} Z" fill="${p.accent}"/>` +
    `<rect x="${x + 172}" y="${y}" width="6" height="${h}" fill="${p.accentDark}" opacity="0.35"/>` +
    label(x + 88, y + 66, model, p.accentDeep, 150, 26) +
    `<rect x="${x + 28}" y="${y + 112}" width="120" height="8" rx="4" fill="#ffffff" opacity="0.45"/>` +
    `<rect x="${x + 28}" y="${y + 130}" width="86" height="8" rx="4" fill="#ffffff" opacity="0.3"/>` +
    `<rect x="${x + 22}" y="${y + h - 66}" width="132" height="40" rx="20" fill="${p.accentDeep}" opacity="0.55"/>` +
    leds +
    fins +
    // mounting feet
    `<rect x="${x + 40}" y="${y + h}" width="56" height="16" rx="5" fill="${DARK_2}"/>` +
    `<rect x="${x + w - 96}" y="${y + h}" width="56" height="16" rx="5" fill="${DARK_2}"/>`;
  return {
    body,
    arcs:
      signalArcs(x + 54, 104, [40, 72, 104], p.wave, "left", 38) +
      signalArcs(x + w - 54, 104, [40, 72, 104], p.wave, "right", 38),
    shadow: shadow(408, 522, 200, 16),
  };
}

/** Rugged hand-sized tracker with GNSS pin, button and lanyard loop. */
function drawTracker(model: string, p: Palette, ids: Ids): DeviceArt {
  const x = 306, y = 176, w = 188, h = 318, r = 54;
  const pinX = 400, pinY = 268;
  const body =
    // lanyard loop
    `<rect x="${400 - 34}" y="${y - 62}" width="68" height="96" rx="34" fill="none" stroke="${METAL_DARK}" stroke-width="12"/>` +
    `<rect x="${x + 12}" y="${y + 10}" width="${w}" height="${h}" rx="${r}" fill="${DARK}"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="url(#${ids.dark})"/>` +
    // rubber bumper corners in accent
    `<path d="M${x} ${y + r + 30} V${y + r} A${r} ${r} 0 0 1 ${x + r} ${y} H${x + r + 30}" fill="none" stroke="${p.accent}" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M${x + w - r - 30} ${y} H${x + w - r} A${r} ${r} 0 0 1 ${x + w} ${y + r} V${y + r + 30}" fill="none" stroke="${p.accent}" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M${x} ${y + h - r - 30} V${y + h - r} A${r} ${r} 0 0 0 ${x + r} ${y + h} H${x + r + 30}" fill="none" stroke="${p.accent}" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M${x + w - r - 30} ${y + h} H${x + w - r} A${r} ${r} 0 0 0 ${x + w} ${y + h - r} V${y + h - r - 30}" fill="none" stroke="${p.accent}" stroke-width="12" stroke-linecap="round"/>` +
    // face
    `<rect x="${x + 24}" y="${y + 30}" width="${w - 48}" height="${h - 98}" rx="${r - 22}" fill="${DARK_2}"/>` +
    // GNSS pin
    `<path d="M${pinX} ${pinY + 46} C${pinX - 10} ${pinY + 30} ${pinX - 34} ${pinY + 10} ${pinX - 34} ${pinY - 14} A34 34 0 1 1 ${pinX + 34} ${pinY - 14} C${pinX + 34} ${pinY + 10} ${pinX + 10} ${pinY + 30} ${pinX} ${pinY + 46} Z" fill="${p.accent}"/>` +
    `<circle cx="${pinX}" cy="${pinY - 14}" r="13" fill="${DARK_2}"/>` +
    label(400, y + 188, model, p.accent, w - 44, 26) +
    // button
    `<circle cx="400" cy="${y + h - 36}" r="17" fill="${DARK_2}" stroke="${p.accent}" stroke-width="4"/>` +
    led(x + w - 46, y + h - 36, "#22c55e");
  return {
    body,
    arcs: signalArcs(400, y + 130, [130, 166, 202], p.wave, "both", 30),
    shadow: shadow(410, 524, 128, 14),
  };
}

/** DIN-rail meter module with LCD and terminal rows, clipped onto a rail. */
function drawMeter(model: string, p: Palette, ids: Ids): DeviceArt {
  const x = 282, y = 166, w = 236, h = 334, r = 18;
  const terminals = (ty: number): string =>
    [0, 1, 2, 3]
      .map((i) => {
        const tx = x + 26 + i * 48;
        return (
          `<rect x="${tx}" y="${ty}" width="40" height="40" rx="7" fill="${SHELL_SHADE}" stroke="${SHELL_EDGE}" stroke-width="1.5"/>` +
          `<circle cx="${tx + 20}" cy="${ty + 20}" r="10" fill="url(#${ids.metal})" stroke="${METAL_DARK}" stroke-width="1.5"/>` +
          `<path d="M${tx + 13} ${ty + 20}h14" stroke="${METAL_DARK}" stroke-width="2.2" stroke-linecap="round"/>`
        );
      })
      .join("");
  const lcd = toHex(mix(parseHex(p.accent) ?? WHITE, INK, 0.82));
  const body =
    // DIN rail behind
    `<rect x="150" y="300" width="500" height="44" rx="4" fill="url(#${ids.metal})" stroke="${METAL_DARK}" stroke-width="1.5"/>` +
    `<rect x="150" y="312" width="500" height="20" fill="${METAL_DARK}" opacity="0.22"/>` +
    `<rect x="${x + 12}" y="${y + 10}" width="${w}" height="${h}" rx="${r}" fill="${SHELL_SHADE}"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${SHELL_MID}" stroke="${SHELL_EDGE}" stroke-width="2"/>` +
    terminals(y + 16) +
    terminals(y + h - 56) +
    // raised front
    `<rect x="${x + 18}" y="${y + 72}" width="${w - 36}" height="${h - 144}" rx="16" fill="url(#${ids.shell})" stroke="${SHELL_EDGE}" stroke-width="2"/>` +
    `<rect x="${x + 18}" y="${y + 72}" width="${w - 36}" height="14" rx="7" fill="${p.accent}"/>` +
    // LCD
    `<rect x="${x + 36}" y="${y + 100}" width="${w - 72}" height="64" rx="8" fill="${lcd}"/>` +
    `<text x="${x + w - 82}" y="${y + 142}" text-anchor="end" font-family="${FONT}" font-size="26" font-weight="600" fill="${p.accentLight}">0482.7</text>` +
    `<text x="${x + w - 78}" y="${y + 142}" font-family="${FONT}" font-size="13" font-weight="600" fill="${p.accentLight}" opacity="0.75">kWh</text>` +
    label(400, y + 196, model, p.accentDeep, w - 60, 26) +
    led(x + 48, y + 236, "#22c55e") +
    led(x + 76, y + 236, p.accent) +
    `<rect x="${x + 104}" y="${y + 232}" width="${w - 150}" height="8" rx="4" fill="${SHELL_SHADE}"/>`;
  return {
    body,
    arcs: signalArcs(400, 166, [48, 82, 116], p.wave, "up", 34),
    shadow: shadow(408, 530, 150, 14),
  };
}

const DRAWERS: Record<Device, (model: string, p: Palette, ids: Ids) => DeviceArt> = {
  box: drawBox,
  probe: drawProbe,
  puck: drawPuck,
  gateway: drawGateway,
  tracker: drawTracker,
  meter: drawMeter,
};

// ------------------------------------------------------------------ public API

export function productArtSvg(
  p: { name: string; model: string; accent: string; device: SeedProduct["device"] },
  width = 800,
  height = 600,
): string {
  const pal = palette(p.accent);
  const key = (p.model || "device").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "device";
  const ids: Ids = {
    bg: `pa-${key}-bg`,
    shell: `pa-${key}-shell`,
    dark: `pa-${key}-dark`,
    metal: `pa-${key}-metal`,
    side: `pa-${key}-side`,
  };
  const antId = `pa-${key}-ant`;
  const drawer = DRAWERS[p.device] ?? drawBox;
  const art = drawer(p.model, pal, ids);

  const defs =
    `<defs>` +
    `<linearGradient id="${ids.bg}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${pal.bgTop}"/><stop offset="1" stop-color="${pal.bgBottom}"/></linearGradient>` +
    `<linearGradient id="${ids.shell}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${SHELL_LIGHT}"/><stop offset="1" stop-color="${SHELL_MID}"/></linearGradient>` +
    `<linearGradient id="${ids.dark}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${DARK_2}"/><stop offset="1" stop-color="${DARK}"/></linearGradient>` +
    `<linearGradient id="${ids.metal}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${METAL_DARK}"/><stop offset="0.45" stop-color="${METAL_LIGHT}"/><stop offset="1" stop-color="#a3acb9"/></linearGradient>` +
    `<linearGradient id="${ids.side}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#d4dae3"/><stop offset="0.5" stop-color="${SHELL_MID}"/><stop offset="1" stop-color="#c9d0da"/></linearGradient>` +
    `<linearGradient id="${antId}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${DARK_2}"/><stop offset="1" stop-color="${DARK}"/></linearGradient>` +
    `</defs>`;

  const background =
    `<rect width="${VIEW_W}" height="${VIEW_H}" fill="url(#${ids.bg})"/>` +
    `<circle cx="400" cy="318" r="236" fill="${pal.halo}" opacity="0.55"/>` +
    `<circle cx="690" cy="86" r="120" fill="${pal.halo}" opacity="0.35"/>` +
    `<circle cx="96" cy="540" r="150" fill="${pal.halo}" opacity="0.3"/>` +
    chirp(562, 14, pal.accent, 0.16) +
    chirp(584, 8, pal.accent, 0.08, 120, 800);

  const body = art.body.replace(/url\(#ANT\)/g, `url(#${antId})`);

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${VIEW_W} ${VIEW_H}" preserveAspectRatio="xMidYMid slice" role="img" aria-label="${esc(p.name)}">` +
    defs +
    background +
    art.shadow +
    art.arcs +
    body +
    `</svg>`
  );
}
