// The static floor (issue 20, item 10): how fast a page could paint if it were only its HTML and
// CSS. For each page the bench fetches the HTML a first visitor gets, removes every script and the
// web font (the Inter @font-face rules and their preload, so text paints in the fallback font),
// writes it where Hosting serves it (`web/build/client/__floor/`, Hosting's public dir), and runs
// Lighthouse on the page and on its floor in turn, so both see the same moment of a busy machine.
// The floor's file stays until the stack has stopped (a file vanishing under the Hosting emulator
// while it still serves it crashes the emulators); `removeFloorFiles` deletes the folder.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { repoRoot } from "../lib/stack.ts";
import { lighthouseRun, type LighthousePage } from "./lighthouse.ts";
import { percentile } from "./stats.ts";

const floorDir = join(repoRoot, "web/build/client/__floor");

/** What the floor transformation took out of a page's HTML. */
export interface FloorRemovals {
  scripts: number;
  modulepreloads: number;
  fontPreloads: number;
  fontFaces: number;
}

interface PaintTimes {
  /** The median over the runs of each measure (they may come from different runs). */
  lcpMs: number;
  fcpMs: number;
  lcpRunsMs: number[];
  fcpRunsMs: number[];
  /** The HTML's bytes on the wire, headers included (the median run's; they differ by a few bytes of headers). */
  htmlBytes: number;
}

export interface FloorPage {
  path: string;
  /** Where Hosting served the floor. */
  floorPath: string;
  removed: FloorRemovals;
  page: PaintTimes;
  floor: PaintTimes;
  /** Page over floor, 2 decimals. */
  lcpRatio: number;
  fcpRatio: number;
}

export interface FloorComparison {
  runsPerPage: number;
  cpuSlowdownMultiplier: number;
  pages: (FloorPage | { path: string; error: string })[];
}

const scriptElement = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const linkTag = /<link\b[^>]*>/gi;
const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i")
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined);
/** A web font's @font-face rule: one that loads a file (`src: url(...)`), not one that only names a `local()` font. */
const webFontFace = /@font-face\s*\{[^}]*url\([^}]*\}/gi;
const styleElement = /(<style\b[^>]*>)([\s\S]*?)(<\/style\s*>)/gi;

/**
 * The page's HTML without anything that runs or loads a font: script elements (external, inline and
 * JSON-LD alike), `<link rel="modulepreload">`, font preloads, and the @font-face rules in its
 * `<style>` blocks that load a font file. Everything else (markup, inline CSS, images) stays as it was.
 */
export function floorHtml(html: string): { html: string; removed: FloorRemovals } {
  const removed: FloorRemovals = { scripts: 0, modulepreloads: 0, fontPreloads: 0, fontFaces: 0 };
  const out = html
    .replace(scriptElement, () => {
      removed.scripts++;
      return "";
    })
    .replace(linkTag, (tag) => {
      const rel = attribute(tag, "rel")?.toLowerCase().split(/\s+/) ?? [];
      if (rel.includes("modulepreload")) {
        removed.modulepreloads++;
        return "";
      }
      if (rel.includes("preload") && attribute(tag, "as")?.toLowerCase() === "font") {
        removed.fontPreloads++;
        return "";
      }
      return tag;
    })
    .replace(styleElement, (_, open: string, css: string, close: string) => {
      const kept = css.replace(webFontFace, () => {
        removed.fontFaces++;
        return "";
      });
      return `${open}${kept}${close}`;
    });
  return { html: out, removed };
}

/** The floor's file name for a page path: `/` is `home`, `/products/30` is `products-30`. */
export function floorName(path: string): string {
  const name = path.replace(/^\/+|\/+$/g, "").replace(/[^a-zA-Z0-9]+/g, "-");
  return name || "home";
}

/** Page over floor, to 2 decimals. */
export const paintRatio = (page: number, floor: number) => Math.round((page / floor) * 100) / 100;

type PaintRun = Pick<LighthousePage, "lcpMs" | "fcpMs"> & { htmlBytes: number };

function paintTimes(runs: readonly PaintRun[]): PaintTimes {
  const median = (values: number[]) =>
    percentile(
      [...values].sort((a, b) => a - b),
      0.5,
    );
  const lcpRunsMs = runs.map((r) => r.lcpMs);
  const fcpRunsMs = runs.map((r) => r.fcpMs);
  return { lcpMs: median(lcpRunsMs), fcpMs: median(fcpRunsMs), lcpRunsMs, fcpRunsMs, htmlBytes: median(runs.map((r) => r.htmlBytes)) };
}

/** Writes the page's floor where Hosting serves it and checks that Hosting serves it without scripts. */
async function publishFloor(base: string, path: string): Promise<{ floorPath: string; removed: FloorRemovals }> {
  const answer = await fetch(`${base}${path}`);
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
  const { html, removed } = floorHtml(await answer.text());
  mkdirSync(floorDir, { recursive: true });
  const name = floorName(path);
  writeFileSync(join(floorDir, `${name}.html`), html);
  // Hosting's cleanUrls serves __floor/<page>.html at /__floor/<page>.
  const floorPath = `/__floor/${name}`;
  const served = await fetch(`${base}${floorPath}`);
  const body = await served.text();
  if (!served.ok || /<script\b/i.test(body))
    throw new Error(`Hosting served ${floorPath} with status ${served.status}${served.ok ? " and a script in it" : ""}`);
  return { floorPath, removed };
}

/**
 * What Chromium asks for by itself as a page starts, page and floor alike: the favicon (a PNG under
 * /icons/, decision 100), the web app manifest and the manifest's icons. Whether those requests end
 * before the first paint varies from run to run by a few milliseconds, and Lighthouse's simulation
 * counts them in the largest paint when they do (about 220 ms on its mobile profile: a new connection
 * each), so one page's LCP came out 694 or 918 ms in runs of the same HTML. Blocked, they fail at
 * once and are counted in every run of page and floor, so the two compare on what differs between
 * them.
 */
const incidentalRequests = ["*/manifest.webmanifest", "*/icons/*"] as const;

/**
 * Each page beside its floor: `runs` Lighthouse runs of each, alternating page and floor, after one
 * discarded run that warms the stack (as the Lighthouse part does); LCP and FCP are each the median
 * of their runs.
 */
export async function floorComparison(base: string, paths: readonly string[], { runs = 3, cpuSlowdown = 4 } = {}): Promise<FloorComparison> {
  const dir = mkdtempSync(join(tmpdir(), "lighthouse-floor-"));
  try {
    await lighthouseRun(`${base}${paths[0] ?? "/"}`, dir, cpuSlowdown, incidentalRequests);
    const pages: FloorComparison["pages"] = [];
    for (const path of paths) {
      try {
        const { floorPath, removed } = await publishFloor(base, path);
        const pageRuns: PaintRun[] = [];
        const floorRuns: PaintRun[] = [];
        const paintRun = async (url: string): Promise<PaintRun> => {
          const { page, htmlBytes } = await lighthouseRun(url, dir, cpuSlowdown, incidentalRequests);
          return { lcpMs: page.lcpMs, fcpMs: page.fcpMs, htmlBytes };
        };
        for (let i = 0; i < runs; i++) {
          pageRuns.push(await paintRun(`${base}${path}`));
          floorRuns.push(await paintRun(`${base}${floorPath}`));
        }
        const page = paintTimes(pageRuns);
        const floor = paintTimes(floorRuns);
        pages.push({ path, floorPath, removed, page, floor, lcpRatio: paintRatio(page.lcpMs, floor.lcpMs), fcpRatio: paintRatio(page.fcpMs, floor.fcpMs) });
      } catch (error) {
        pages.push({ path, error: error instanceof Error ? error.message.split("\n")[0]! : String(error) });
      }
    }
    return { runsPerPage: runs, cpuSlowdownMultiplier: cpuSlowdown, pages };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Deletes every floor file; call it once the stack has stopped. */
export function removeFloorFiles() {
  rmSync(floorDir, { recursive: true, force: true });
}
