import { readFile, stat } from "node:fs/promises";
import { fileURLToPath } from "node:url";

const shellDir = new URL("./shell/", import.meta.url);

/** Without a web build (API tests), a bare document still carries the tags and the status. */
const bareShell = '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"></head><body></body></html>';

/** A page of the web build the root build wrote beside the function bundle (scripts/copy-web-shell.ts). */
function shellPage(name: string): () => Promise<string> {
  let cached: Promise<string> | null = null;
  return () =>
    (cached ??= readFile(new URL(name, shellDir), "utf8").catch(() => {
      cached = null;
      return bareShell;
    }));
}

/** The web app's SPA fallback (web/build/client/__spa-fallback.html) plus the product route's preloads. */
export const pageShell = shellPage("product-page.html");

/**
 * The prerendered marketplace (web/build/client/__marketplace.html): no results, its island loads
 * the catalogue. Served when the catalogue cannot be read or the page cannot be rendered.
 */
export const marketplaceShell = shellPage("marketplace.html");

/** The function starts after the web build it ships with; used when that build is absent. */
const startedAt = new Date().toISOString();

/**
 * When the web pages were last built: the time the shell was copied beside the bundle (the last
 * step of `npm run build`), else when this instance started. The sitemap's lastmod for static pages.
 */
export function shellBuiltAt(): Promise<string> {
  return stat(fileURLToPath(new URL("product-page.html", shellDir))).then(
    (file) => file.mtime.toISOString(),
    () => startedAt,
  );
}
