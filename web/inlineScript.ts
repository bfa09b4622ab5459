import { readFile } from "node:fs/promises";
import { transformWithEsbuild, type Plugin } from "vite";

const query = "?inline-script";

/**
 * `import text from "./file.js?inline-script"`: the file's text minified, as a string, for a script
 * written into every page's HTML (the page loader, src/boot/loader.server.ts). The file stays readable
 * and each page carries only its code (about 160 bytes fewer on the wire than the text as written).
 * The build, the dev server and the tests all read the text through this, so the hash that the
 * Content-Security-Policy names (firebase.json) is the hash of what pages carry.
 */
export function inlineScript(): Plugin {
  return {
    name: "inline-script",
    enforce: "pre",
    async load(id) {
      if (!id.endsWith(query)) return null;
      const file = id.slice(0, -query.length);
      this.addWatchFile(file);
      const { code } = await transformWithEsbuild(await readFile(file, "utf8"), file, { loader: "js", minify: true, target: "es2019" });
      return `export default ${JSON.stringify(code.trim())};`;
    },
  };
}
