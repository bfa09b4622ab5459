// Runs after `react-router build` has prerendered the static pages (decision 021): the service
// worker is generated again so its precache lists the prerendered HTML (vite-plugin-pwa generated
// the first one before prerendering, ARCHITECTURE.md "Known quirks"). Nothing here changes a page.
import { readdirSync, rmSync } from "node:fs";
import { generateSW } from "workbox-build";
import { workboxConfig } from "../workbox.config.mjs";

const client = new URL("../build/client/", import.meta.url).pathname;

// The plugin's first service worker and its Workbox runtime are replaced by the ones generated here.
for (const name of readdirSync(client)) {
  if (/^(sw\.js|workbox-[\w-]+\.js)(\.map)?$/.test(name)) rmSync(`${client}${name}`);
}
const { count, size, warnings } = await generateSW({ ...workboxConfig, globDirectory: client, swDest: `${client}sw.js` });
for (const warning of warnings) console.warn(warning);
console.log(`Service worker precaches ${count} files (${(size / 1024).toFixed(0)} KB).`);
