import { readFile, stat } from "node:fs/promises";
import { fileURLToPath } from "node:url";

/**
 * The web app's SPA fallback (web/build/client/__spa-fallback.html) plus the product route's preloads,
 * written beside the function bundle by the root build (scripts/copy-web-shell.ts).
 */
const shellFile = fileURLToPath(new URL("./shell/product-page.html", import.meta.url));

/** Without a web build (API tests), a bare document still carries the tags and the status. */
const bareShell = '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"></head><body></body></html>';

let cached: Promise<string> | null = null;

export function pageShell(): Promise<string> {
  cached ??= readFile(shellFile, "utf8").catch(() => {
    cached = null;
    return bareShell;
  });
  return cached;
}

/** The function starts after the web build it ships with; used when that build is absent. */
const startedAt = new Date().toISOString();

/**
 * When the web pages were last built: the time the shell was copied beside the bundle (the last
 * step of `npm run build`), else when this instance started. The sitemap's lastmod for static pages.
 */
export function shellBuiltAt(): Promise<string> {
  return stat(shellFile).then(
    (file) => file.mtime.toISOString(),
    () => startedAt,
  );
}
