// `npm test` runs this after the build (docs/deploy.md): what `firebase deploy` would ship, checked
// without a project.
// 1. The functions folder as the deploy uploads it (firebase.json's ignore list, applied by the
//    Firebase CLI's own file walker) installs from the registry alone, outside the workspace, and
//    loads, exporting the HTTPS function `api` and the scheduled `purgeTrash` (issue 49).
// 2. Hosting's public folder holds every file the built pages, style sheets, manifest and service
//    worker reference (and the function's own images those pages name).
// 3. Every Firestore query in the function's code has its composite index in
//    firestore.indexes.json, or needs none.
import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, posix, relative } from "node:path";
import { promisify } from "node:util";
import { missingIndexes } from "./lib/firestoreQueries.ts";
import { repoRoot } from "./lib/stack.ts";

interface FirebaseJson {
  hosting: { public: string };
  functions: { source: string; ignore?: string[] }[];
}
const firebaseJson = JSON.parse(readFileSync(join(repoRoot, "firebase.json"), "utf8")) as FirebaseJson;
const problems: string[] = [];
const run = promisify(execFile);

async function functionsAsUploaded() {
  const { source, ignore = ["node_modules", ".git"] } = firebaseJson.functions[0]!;
  const sourceDir = join(repoRoot, source);
  if (!existsSync(join(sourceDir, "lib/index.js"))) {
    problems.push(`${source}/lib/index.js is missing: run npm run build first`);
    return;
  }
  // The walker and the names `firebase deploy` adds (firebase-tools, deploy/functions/prepareFunctionsUpload).
  const { readdirRecursive } = createRequire(import.meta.url)("firebase-tools/lib/fsAsync.js") as {
    readdirRecursive(options: { path: string; ignoreStrings: string[] }): Promise<{ name: string }[]>;
  };
  const files = await readdirRecursive({ path: sourceDir, ignoreStrings: [...ignore, "firebase-debug.log", "firebase-debug.*.log", ".runtimeconfig.json"] });
  const upload = mkdtempSync(join(tmpdir(), "deploy-rehearsal-"));
  try {
    for (const { name } of files) {
      const target = join(upload, relative(sourceDir, name));
      mkdirSync(dirname(target), { recursive: true });
      cpSync(name, target);
    }
    console.log(`functions: ${files.length} files as uploaded; npm install --omit=dev outside the workspace...`);
    // Cloud Build installs the uploaded package.json from the registry; so does this, through npm's
    // cache where it holds the same packages.
    await run("npm", ["install", "--omit=dev", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: upload, maxBuffer: 16 * 1024 * 1024 }).catch((error: { stderr?: string }) => {
      throw new Error(`npm install of the uploaded functions folder failed:\n${error.stderr ?? String(error)}`);
    });
    // Loaded as the runtime loads it: no emulator, no local variables.
    const probe = "const m = await import('./lib/index.js'); const e = m.api?.__endpoint; if (typeof m.api !== 'function' || !e?.httpsTrigger) { console.error('no HTTPS function api'); process.exit(1); } if (!m.purgeTrash?.__endpoint?.scheduleTrigger) { console.error('no scheduled function purgeTrash'); process.exit(1); } console.log(JSON.stringify({ region: e.region, platform: e.platform }));";
    const { stdout } = await run(process.execPath, ["--input-type=module", "-e", probe], {
      cwd: upload,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, GCLOUD_PROJECT: "demo-deploy-rehearsal", NODE_ENV: "production" },
    }).catch((error: { stderr?: string }) => {
      throw new Error(`the uploaded functions folder does not load:\n${error.stderr ?? String(error)}`);
    });
    console.log(`functions: installs and loads, exporting api ${stdout.trim()}`);
  } catch (error) {
    problems.push((error as Error).message);
  } finally {
    rmSync(upload, { recursive: true, force: true });
  }
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Local paths a built file references: resources, not links between pages (the function renders those). */
function referencesIn(file: string, text: string, siteOrigin: string): string[] {
  const found: string[] = [];
  const add = (value: string) => {
    for (const candidate of value.split(",").map((part) => part.trim().split(/\s+/)[0] ?? "")) {
      let path = candidate.startsWith(siteOrigin) ? candidate.slice(siteOrigin.length) : candidate;
      if (!path || /^(?:[a-z]+:|\/\/|#)/i.test(path)) continue;
      if (!path.startsWith("/")) path = posix.join(posix.dirname(`/${file}`), path);
      found.push(path.replace(/[?#].*$/, ""));
    }
  };
  if (file.endsWith(".html")) {
    for (const [, tag = "", attributes = ""] of text.matchAll(/<(script|link|img|source|meta)\b([^>]*)>/g)) {
      for (const [, name, value = ""] of attributes.matchAll(/\b(src|href|srcset|content)="([^"]*)"/g)) {
        if (name === "content" && !/property="og:image"|name="twitter:image"/.test(attributes)) continue;
        if (name === "href" && tag === "link" && /rel="(?:canonical|alternate)"/.test(attributes)) continue;
        add(value);
      }
    }
    // The page loader names the modules it imports in its inline script.
    for (const [, path = ""] of text.matchAll(/["'](\/assets\/[^"']+)["']/g)) add(path);
  } else if (file.endsWith(".css")) {
    for (const [, path = ""] of text.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) add(path);
  } else if (file.endsWith(".webmanifest")) {
    const manifest = JSON.parse(text) as { icons?: { src: string }[]; screenshots?: { src: string }[] };
    for (const { src } of [...(manifest.icons ?? []), ...(manifest.screenshots ?? [])]) add(src);
  } else if (/^(sw|workbox-[\w-]+)\.js$/.test(posix.basename(file))) {
    for (const [, path = ""] of text.matchAll(/\burl:\s*"([^"]+)"/g)) add(path);
  }
  return found;
}

function hostingReferences() {
  const publicDir = join(repoRoot, firebaseJson.hosting.public);
  if (!existsSync(publicDir)) {
    problems.push(`${firebaseJson.hosting.public} is missing: run npm run build first`);
    return;
  }
  const siteOrigin = new URL(process.env.SITE_URL ?? "http://127.0.0.1:5000").origin;
  const staticImages = join(repoRoot, "functions/lib/static-images");
  const served = (path: string) => {
    const decoded = decodeURIComponent(path);
    // Images the function serves from its bundle (routes/images.ts).
    if (decoded.startsWith("/api/images/")) return existsSync(join(staticImages, decoded.slice("/api/images/".length)));
    if (decoded.startsWith("/api/")) return true;
    const file = join(publicDir, decoded);
    // cleanUrls: /pricing is pricing.html, / is index.html.
    return [file, `${file}.html`, join(file, "index.html")].some((candidate) => existsSync(candidate) && !candidate.endsWith("/"));
  };
  let count = 0;
  for (const file of filesUnder(publicDir)) {
    const name = relative(publicDir, file).split("\\").join("/");
    if (!/\.(html|css|webmanifest|js)$/.test(name) || (name.endsWith(".js") && !/^(sw|workbox-[\w-]+)\.js$/.test(name))) continue;
    for (const path of referencesIn(name, readFileSync(file, "utf8"), siteOrigin)) {
      count++;
      if (!served(path)) problems.push(`hosting: ${name} references ${path}, which is not in ${firebaseJson.hosting.public}`);
    }
  }
  console.log(`hosting: ${count} references from the built pages, style sheets, manifest and service worker checked`);
}

function firestoreIndexes() {
  const indexes = JSON.parse(readFileSync(join(repoRoot, "firestore.indexes.json"), "utf8")) as Parameters<typeof missingIndexes>[1];
  const sources = filesUnder(join(repoRoot, "functions/src")).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));
  const { queries, missing } = missingIndexes(sources, indexes);
  for (const problem of missing) problems.push(`firestore: ${problem}`);
  console.log(`firestore: ${queries} queries in functions/src, each served by a single-field or a declared index`);
}

await functionsAsUploaded();
hostingReferences();
firestoreIndexes();
if (problems.length > 0) {
  for (const problem of problems) console.error(`deploy rehearsal: ${problem}`);
  process.exit(1);
}
console.log("deploy rehearsal: passed");
