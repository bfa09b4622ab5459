import { join } from "node:path";
import { build } from "esbuild";

/**
 * A bench page script (`*.page.ts` beside this file) bundled for the browser as one classic script,
 * for `page.addScriptTag`: the app's own functions timed inside Chromium.
 */
export async function pageBundle(file: string): Promise<string> {
  const bundle = await build({
    entryPoints: [join(import.meta.dirname, file)],
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2022",
    minify: true,
    write: false,
    logLevel: "warning",
  });
  return bundle.outputFiles[0]!.text;
}
