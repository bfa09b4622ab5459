// Runs after `react-router build` has prerendered every page:
// 1. the catch-all page becomes 404.html, which Hosting serves with status 404;
// 2. public pages boot the islands entry instead of the router app (decision 010), the admin page
//    starts the router app only for a signed-in visitor (decision 012), and the other pages' inline
//    scripts move into files, so the Content-Security-Policy can refuse inline scripts
//    (externalizeScripts.mjs);
// 3. the prerendered marketplace moves aside for the page the function renders (decision 013);
// 4. the server build is bundled for the function, which renders product pages and the marketplace
//    with it and boots the islands entry in them (productRenderer.mjs);
// 5. the service worker is generated again so its precache lists the prerendered HTML.
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { generateSW } from "workbox-build";
import { bootAdminPage, bootIslands, externalizeInlineScripts } from "./externalizeScripts.mjs";
import { bundleProductRenderer } from "./productRenderer.mjs";
import { prerenderedMarketplace, workboxConfig } from "../workbox.config.mjs";

const client = new URL("../build/client/", import.meta.url).pathname;

const notFound = `${client}__not-found/index.html`;
if (!existsSync(notFound)) throw new Error("The not-found page was not prerendered");
renameSync(notFound, `${client}404.html`);
rmSync(`${client}__not-found`, { recursive: true, force: true });

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "assets" ? [] : htmlFiles(path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}
// The SPA fallback (which the function serves for unknown or unreadable products) runs the router
// app at once: it has nothing to show before its scripts run. The admin page asks who is signed in
// first, and runs the app only for a signed-in visitor; to anyone else it is a page of islands with
// the login form (decision 012). Every other page hydrates its islands after its first paint
// (decision 010); a form keeps what is typed and sent before it hydrated (islands/boot.ts).
const spaFallback = "__spa-fallback.html";
const adminPage = "admin/index.html";
const islands = JSON.parse(readFileSync(new URL("../build/islands.json", import.meta.url), "utf8"));

function bootPage(page, prerendered) {
  if (page === spaFallback) return externalizeInlineScripts(prerendered, "/assets/");
  if (page === adminPage) return bootAdminPage(prerendered, "/assets/", islands);
  return bootIslands(prerendered, "/assets/", islands);
}

const bootFiles = new Set();
let islandPages = 0;
for (const file of htmlFiles(client)) {
  const page = relative(client, file);
  const prerendered = readFileSync(file, "utf8");
  if (page !== spaFallback && page !== adminPage) islandPages++;
  const { html, files } = bootPage(page, prerendered);
  for (const { name, source } of files) {
    if (!bootFiles.has(name)) writeFileSync(`${client}assets/${name}`, source);
    bootFiles.add(name);
  }
  writeFileSync(file, html);
}
console.log(`${islandPages} pages hydrate islands; inline scripts moved into ${bootFiles.size} files.`);

// The function renders /marketplace with the catalogue (decision 013), and Hosting would serve a
// static file at that path before its rewrite: the prerendered copy, with no results, moves aside.
// The service worker precaches it as /marketplace (workbox.config.mjs) and the function serves it
// when the catalogue cannot be read.
renameSync(`${client}marketplace/index.html`, `${client}${prerenderedMarketplace}`);
rmSync(`${client}marketplace`, { recursive: true });

const renderer = await bundleProductRenderer(new URL("../build/", import.meta.url).pathname, bootFiles, islands);
console.log(`Product pages: server build bundled into ${renderer.file}, ${renderer.bootFiles} boot files.`);

// The plugin's first service worker and its Workbox runtime are replaced by the ones generated here.
for (const name of readdirSync(client)) {
  if (/^(sw\.js|workbox-[\w-]+\.js)(\.map)?$/.test(name)) rmSync(`${client}${name}`);
}
const { count, size, warnings } = await generateSW({ ...workboxConfig, globDirectory: client, swDest: `${client}sw.js` });
for (const warning of warnings) console.warn(warning);
console.log(`Service worker precaches ${count} files (${(size / 1024).toFixed(0)} KB).`);
