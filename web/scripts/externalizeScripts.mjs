// The pages' Content-Security-Policy (firebase.json) allows scripts from the site's own origin only,
// never inline ones. React Router writes its boot code into every prerendered page as inline
// scripts, so after prerendering each page's inline scripts move into content-addressed files:
// - the classic ones (scroll restoration, router context, its data stream) become blocking scripts
//   in the same places: they run in their order, before the router's module code, as they did;
// - the module one (route imports, then hydration) becomes a module script, not async: React 19
//   takes an async script with a src for a resource and skips it while hydrating.
// Identical boot code shared by many pages becomes one file, cached once.
// JSON-LD blocks are data, not scripts: the policy does not apply to them and they stay inline.
//
// Pages hydrated as islands (decision 010) drop the router's boot code altogether (bootIslands):
// their module preloads and the islands entry are handed to a small loader that fetches them once
// the page has painted its first content, so on a slow phone connection the text and styles arrive
// first. Links are plain anchors and work before hydration.
//
// The admin page (decision 012) keeps the router's boot code, but does not start it: its boot script
// first asks who is signed in. Signed in, it starts the router app as the page would have; without a
// session, the page starts the islands entry and shows the login form, an island, instead of Loading.
import { createHash } from "node:crypto";

/** The loader's source, readable; pages get it without comments and indentation (hydrateAfterPaintLoader). */
const loaderSource = `(function () {
  var script = document.currentScript;
  var modules = JSON.parse(script.getAttribute("data-modules") || "[]");
  var entry = script.getAttribute("data-entry");
  var started = false;
  function start() {
    if (started) return;
    started = true;
    addPreloads(0);
  }
  // Each preload link starts a fetch while it is inserted, up to ~10 ms apiece on a slow phone; 50-odd
  // at once made one long task, and even 8 per task made tasks of 60-100 ms. Links go in one by one
  // within a few milliseconds per task, which keeps the page responsive; the module script follows
  // the last of them.
  function addPreloads(from) {
    var began = performance.now();
    var next = from;
    while (next < modules.length) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = modules[next++];
      document.head.appendChild(link);
      if (performance.now() - began > 6) break;
    }
    if (next < modules.length) {
      setTimeout(function () { addPreloads(next); }, 0);
      return;
    }
    var boot = document.createElement("script");
    boot.type = "module";
    boot.src = entry;
    document.body.appendChild(boot);
  }
  // Start once the page has painted its first content; where paint timing is unknown, after the
  // first frame. A hidden tab paints nothing: do not wait for it forever.
  try {
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      setTimeout(start, 0);
    });
    observer.observe({ type: "paint", buffered: true });
  } catch (error) {
    requestAnimationFrame(function () { setTimeout(start, 0); });
  }
  setTimeout(start, 3000);
})();
`;

/** A script's source without comments and indentation (its comments are whole lines). */
const compact = (source) =>
  source
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("//"))
    .join("\n");

/** The loader for pages that hydrate after their first paint (a classic script, no inline code). */
const hydrateAfterPaintLoader = compact(loaderSource);

/** The admin page's boot (bootAdminPage), readable; the page gets it as the loader above. */
const adminBootSource = `(function () {
  var script = document.currentScript;
  var app = { entry: script.getAttribute("data-app-entry"), modules: JSON.parse(script.getAttribute("data-app-modules") || "[]") };
  var islands = { entry: script.getAttribute("data-islands-entry"), modules: JSON.parse(script.getAttribute("data-islands-modules") || "[]") };
  function preload(modules) {
    modules.forEach(function (href) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.appendChild(link);
    });
  }
  function run(entry, done) {
    var boot = document.createElement("script");
    boot.type = "module";
    boot.src = entry;
    if (done) boot.onload = boot.onerror = done;
    document.body.appendChild(boot);
  }
  // The markup of AdminArea's pending state. The form shows once the islands entry has run (or could
  // not load): by then a press on Login is held until the form has hydrated (islands/boot.ts).
  function showLoginForm() {
    var loading = document.querySelector("[data-admin-loading]");
    var form = document.querySelector("[data-admin-login]");
    if (loading) loading.hidden = true;
    if (form) form.hidden = false;
  }
  // GET /api/auth/user answers 401 without a session. An error (network, 5xx) shows the login form,
  // as the app does when that call fails. The body of a 401 is read too: Chromium counts a request
  // whose body nobody reads as never finished, so the page's network would never go quiet.
  var user = fetch("/api/auth/user", { credentials: "same-origin" }).then(function (response) {
    return response.ok ? response.json() : response.text().then(function () { return null; });
  }).catch(function () {
    return null;
  });
  var parsed = new Promise(function (done) {
    if (document.readyState !== "loading") done();
    else document.addEventListener("DOMContentLoaded", function () { done(); });
  });
  // Either way most of the islands' modules are chunks the app shares: fetched while the answer comes.
  preload(islands.modules);
  Promise.all([user, parsed]).then(function (results) {
    if (results[0]) {
      // Signed in (an admin or not): the router's boot module, which the page would have run itself.
      // It hydrates the page as prerendered: nothing above has changed it.
      preload(app.modules);
      run(app.entry);
    } else {
      run(islands.entry, showLoginForm);
    }
  });
})();
`;

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const modulePreload = /<link rel="modulepreload" href="([^"]+)"\/?>/g;

function typeOf(attributes) {
  const match = /\btype\s*=\s*"([^"]*)"/.exec(attributes);
  return match ? match[1].toLowerCase() : "";
}

function contentName(prefix, source) {
  return `${prefix}-${createHash("sha256").update(source).digest("base64url").slice(0, 12)}.js`;
}

const loaderName = contentName("hydrate-after-paint", hydrateAfterPaintLoader);

/** The after-paint loader as the file pages load it from. */
const hydrateAfterPaintLoaderFile = { name: loaderName, source: hydrateAfterPaintLoader };

const adminBoot = compact(adminBootSource);
const adminBootFile = { name: contentName("admin-boot", adminBoot), source: adminBoot };

/**
 * Returns the page without inline scripts and the files that now hold them. Each inline script
 * becomes exactly one external script element in its place: React hydrates the body against the
 * elements it rendered, so their number and order must stay as they were.
 * @param {string} html a prerendered page
 * @param {string} assetsUrl where the files are served from, e.g. "/assets/"
 * @returns {{ html: string, files: { name: string, source: string }[] }}
 */
export function externalizeInlineScripts(html, assetsUrl) {
  const files = [];
  const output = html.replace(scriptElement, (element, attributes, body) => {
    const type = typeOf(attributes);
    const inline = !/\bsrc\s*=/.test(attributes) && body.trim() !== "";
    if (!inline || !["", "text/javascript", "module"].includes(type)) return element;
    const name = contentName(type === "module" ? "route-boot" : "page-boot", body);
    files.push({ name, source: body });
    return type === "module" ? `<script type="module" src="${assetsUrl}${name}"></script>` : `<script src="${assetsUrl}${name}"></script>`;
  });
  return { html: output, files };
}

/**
 * Makes a prerendered page an island page (decision 010): React Router's boot code goes (its inline
 * scripts and module preloads: the page will not hydrate as a whole), and the after-paint loader
 * starts the islands entry instead. JSON-LD blocks stay.
 * @param {string} html a prerendered page
 * @param {string} assetsUrl where the loader file is served from, e.g. "/assets/"
 * @param {{ entry: string, modules: string[] }} islands the islands entry and the modules it imports
 * @returns {{ html: string, files: { name: string, source: string }[] }}
 */
export function bootIslands(html, assetsUrl, islands) {
  const withoutRouter = html
    .replace(scriptElement, (element, attributes) => (typeOf(attributes) === "application/ld+json" ? element : ""))
    .replace(modulePreload, "");
  if (!withoutRouter.includes("</body>")) throw new Error("The page has no </body> to put the islands loader before");
  const modules = escapeAttribute(JSON.stringify(islands.modules));
  const loader = `<script data-entry="${islands.entry}" data-modules="${modules}" src="${assetsUrl}${loaderName}"></script>`;
  return { html: withoutRouter.replace("</body>", `${loader}</body>`), files: [hydrateAfterPaintLoaderFile] };
}

function escapeAttribute(value) {
  return value.replaceAll("&", "&amp;").replaceAll('"', "&quot;");
}

/**
 * Makes the prerendered admin page start the router app only for a signed-in visitor (decision 012).
 * Its inline scripts move into files as on the other app pages; the classic ones (the router's
 * context, scroll restoration) still run with the page, which is harmless without the app. React
 * Router's module script, the one that starts the app, becomes the admin boot script in its place
 * (one script element for one: hydration finds the elements it rendered), and its module preloads
 * go, so nothing of the app is fetched before the boot script knows the visitor is signed in.
 * @param {string} html the prerendered admin page
 * @param {string} assetsUrl where the files are served from, e.g. "/assets/"
 * @param {{ entry: string, modules: string[] }} islands the islands entry and the modules it imports
 * @returns {{ html: string, files: { name: string, source: string }[] }}
 */
export function bootAdminPage(html, assetsUrl, islands) {
  const { html: external, files } = externalizeInlineScripts(html, assetsUrl);
  const appModules = [...external.matchAll(modulePreload)].map((match) => match[1]);
  const routerBoot = [...external.matchAll(/<script type="module" src="([^"]+)"><\/script>/g)];
  if (routerBoot.length !== 1) throw new Error(`The admin page has ${routerBoot.length} module scripts, not React Router's one`);
  const [element, appEntry] = routerBoot[0];
  const attributes = [
    `data-app-entry="${appEntry}"`,
    `data-app-modules="${escapeAttribute(JSON.stringify(appModules))}"`,
    `data-islands-entry="${islands.entry}"`,
    `data-islands-modules="${escapeAttribute(JSON.stringify(islands.modules))}"`,
  ];
  const boot = `<script ${attributes.join(" ")} src="${assetsUrl}${adminBootFile.name}"></script>`;
  const output = external.replace(modulePreload, "").replace(element, () => boot);
  return { html: output, files: [...files, adminBootFile] };
}
