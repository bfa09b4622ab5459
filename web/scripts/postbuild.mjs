// Runs after `react-router build` has prerendered every page:
// 1. the catch-all page becomes 404.html, which Hosting serves with status 404;
// 2. the service worker is generated again so its precache lists the prerendered HTML.
import { existsSync, readdirSync, renameSync, rmSync } from "node:fs";
import { generateSW } from "workbox-build";
import { workboxConfig } from "../workbox.config.mjs";

const client = new URL("../build/client/", import.meta.url).pathname;

const notFound = `${client}__not-found/index.html`;
if (!existsSync(notFound)) throw new Error("The not-found page was not prerendered");
renameSync(notFound, `${client}404.html`);
rmSync(`${client}__not-found`, { recursive: true, force: true });

// The plugin's first service worker and its Workbox runtime are replaced by the ones generated here.
for (const name of readdirSync(client)) {
  if (/^(sw\.js|workbox-[\w-]+\.js)(\.map)?$/.test(name)) rmSync(`${client}${name}`);
}
const { count, size, warnings } = await generateSW({ ...workboxConfig, globDirectory: client, swDest: `${client}sw.js` });
for (const warning of warnings) console.warn(warning);
console.log(`Service worker precaches ${count} files (${(size / 1024).toFixed(0)} KB).`);
