// The page loader's text (pageLoader.server.ts says what it does and why). It runs as a classic
// script in every page's head, so it is plain JavaScript for any browser that runs the site, and it
// is written into each page minified (web/inlineScript.ts): every page carries these bytes.
// The names it shares with the browser's code are written out here; pageLoader.dom.test.ts checks
// that they are those of pageLoaderNames.ts and lib/earlyPress.ts.
(function (script) {
  var root = document.documentElement;
  try {
    if (localStorage.getItem("brand-font-loaded")) root.classList.add("brand-font");
  } catch {
    // Storage refused: the page stays in the fallback.
  }
  addEventListener("beforeinstallprompt", function (event) {
    event.preventDefault();
    window.earlyInstallOffer = event;
  });
  addEventListener(
    "click",
    function (event) {
      var control = !root.hasAttribute("data-started") && event.target.closest && event.target.closest("[data-early-press]");
      if (control) control.setAttribute("aria-busy", "true");
    },
    true,
  );
  try {
    navigation.addEventListener("navigate", function (event) {
      if (event.destination.sameDocument || event.downloadRequest !== null || !/^https?:/.test(event.destination.url)) return;
      root.setAttribute("data-leaving", "");
      setTimeout(function () {
        root.removeAttribute("data-leaving");
      }, 3000);
    });
  } catch {
    // No Navigation API: a page being left is not marked.
  }
  addEventListener("pageshow", function (event) {
    if (event.persisted) root.removeAttribute("data-leaving");
  });
  var started = false;
  function start() {
    if (started) return;
    started = true;
    import(script.dataset.entry).then(fetchBrandFontLater, fetchBrandFontLater);
  }
  function fetchBrandFontLater() {
    afterNextFrame(fetchBrandFont);
  }
  function fetchBrandFont() {
    if (root.classList.contains("brand-font")) return;
    if (root.hasAttribute("data-leaving")) {
      setTimeout(fetchBrandFont, 3000);
      return;
    }
    try {
      document.fonts.load('1em "Inter Variable"').catch(function () {});
    } catch {
      // No Font Loading API: pages stay in the fallback.
    }
  }
  function afterNextFrame(task) {
    requestAnimationFrame(function () {
      setTimeout(task, 0);
    });
  }
  // A tab that never paints (hidden) starts after 3 s.
  try {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      afterNextFrame(start);
    }).observe({ type: "paint", buffered: true });
  } catch {
    afterNextFrame(start);
  }
  setTimeout(start, 3000);
})(document.currentScript);
