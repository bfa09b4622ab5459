import { readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve, sep } from "node:path";

/**
 * What answers a request behind the Hosting emulator: a file of the build (`static`), or the
 * function, as a page it renders (`page`) or under `/api` (`api`). The function's two classes get a
 * bound each at the edge (decision 102); a file costs the emulator a read, not a worker.
 */
export type RouteClass = "static" | "page" | "api";

interface Rewrite {
  source?: string;
  regex?: string;
  function?: unknown;
  destination?: string;
}

interface HostingConfig {
  public: string;
  rewrites?: Rewrite[];
}

type ConfigMatcher = (path: string, rule: Rewrite) => boolean;

// The Hosting emulator's own matcher for `source` globs and `regex` rules (superstatic, as
// firebase-tools resolves it), so a rule means here what it means there.
const configMatcher = (() => {
  const fromTools = createRequire(createRequire(import.meta.url).resolve("firebase-tools/lib/serve/hosting.js"));
  return (fromTools("superstatic/lib/utils/patterns.js") as { configMatcher: ConfigMatcher }).configMatcher;
})();

const isApiPath = (path: string) => path === "/api" || path.startsWith("/api/");

function isFile(path: string) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * Reads firebase.json's `hosting` as the emulator does, in its order: a file of the public folder
 * (with `cleanUrls`, `<path>.html` and `<path>/index.html` too) first, then the first rewrite that matches.
 * `target` is a path and query the edge has already checked (decideTarget: valid escapes, one slash).
 */
export function routeClassifier(firebaseJson: string): (target: string) => RouteClass {
  const hosting = (JSON.parse(readFileSync(firebaseJson, "utf8")) as { hosting: HostingConfig }).hosting;
  const root = resolve(firebaseJson, "..", hosting.public);
  const rewrites = hosting.rewrites ?? [];
  return (target) => {
    const path = target.split("?", 1)[0]!;
    if (isApiPath(path)) return "api";
    const local = join(root, decodeURIComponent(path));
    if (local.startsWith(root + sep) || local === root) {
      const bare = local.replace(/\/+$/, "");
      if ([local, `${bare}.html`, join(local, "index.html")].some(isFile)) return "static";
    }
    const rule = rewrites.find((rewrite) => configMatcher(path, rewrite));
    return rule?.function ? "page" : "static";
  };
}
