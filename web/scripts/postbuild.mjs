// Runs after `react-router build` has prerendered the static pages (decision 021): the service
// worker is generated again so its precache lists the prerendered HTML (vite-plugin-pwa generated
// the first one before prerendering, ARCHITECTURE.md "Known quirks"), and only the code pages run
// (decision 054). Nothing here changes a page.
import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { generateSW } from "workbox-build";
import { workboxConfig } from "../workbox.config.mjs";

const client = new URL("../build/client/", import.meta.url).pathname;

/** Every file under `dir` (relative paths). */
const filesUnder = (dir) => readdirSync(`${client}${dir}`, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => `${e.parentPath.slice(client.length)}/${e.name}`.replace(/^\/+/, ""));

/**
 * The code assets no page runs: the scripts and styles that no page's HTML names (the entry its
 * loader starts) and no code reachable from them names (static imports, dynamic imports and
 * their preload lists all spell the file's name). React Router builds a module per route (33), for a
 * router runtime the pages never load (decision 021): they would fill the precache of every
 * installed device.
 */
function codeNoPageRuns() {
  const code = readdirSync(`${client}assets`).filter((name) => /\.(js|css)$/.test(name));
  const pages = filesUnder("").filter((file) => file.endsWith(".html"));
  const reached = new Set();
  const queue = pages.map((file) => readFileSync(`${client}${file}`, "utf8"));
  while (queue.length > 0) {
    const text = queue.pop();
    for (const name of code) {
      if (reached.has(name) || !text.includes(name)) continue;
      reached.add(name);
      queue.push(readFileSync(`${client}assets/${name}`, "utf8"));
    }
  }
  return code.filter((name) => !reached.has(name)).map((name) => `assets/${name}`);
}

// The plugin's first service worker and its Workbox runtime are replaced by the ones generated here.
for (const name of readdirSync(client)) {
  if (/^(sw\.js|workbox-[\w-]+\.js)(\.map)?$/.test(name)) rmSync(`${client}${name}`);
}
const unrun = codeNoPageRuns();
const { count, size, warnings } = await generateSW({
  ...workboxConfig,
  globIgnores: [...workboxConfig.globIgnores, ...unrun],
  globDirectory: client,
  swDest: `${client}sw.js`,
});
for (const warning of warnings) console.warn(warning);
const unrunKb = unrun.reduce((sum, file) => sum + statSync(`${client}${file}`).size, 0) / 1024;
console.log(`Service worker precaches ${count} files (${(size / 1024).toFixed(0)} KB), not the ${unrun.length} code files no page runs (${unrunKb.toFixed(0)} KB).`);
