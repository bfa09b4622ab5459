// The one script element of every page (decision 046): a few lines inline in the head that request
// nothing until the page has painted what it shows first. Any file a page asks for before its
// largest paint (its entry module, the modules that one imports, the web font) shares a slow phone's
// connection with the HTML and delays that paint, and each one was measured doing so (decision
// 046's table). So the page paints from its HTML, inline styles and priority images alone, in
// Inter's metric-matched fallback; once it has painted, its HTML is parsed and those images are in
// (the load event: lazy images are not in the HTML), a frame later this turns Inter on and imports
// the entry. A tab that never paints or loads (hidden, or an image that hangs) starts after
// paintTimeoutMs.
//
// It is inline, so the Content-Security-Policy names its hash (firebase.json; pageLoader.test.ts
// checks the two agree). Its text is therefore fixed: what differs per build (the entry's URL)
// comes in on the element's data-entry attribute.

/** Class on <html> that makes the page use Inter (styles/fontFaces.ts); before it, the fallback. */
export const brandFontClass = "brand-font";

/** localStorage key set once Inter has loaded on this device: later pages use it from their first paint. */
export const brandFontKey = "brand-font-loaded";

/**
 * Window property where the loader keeps Chromium's install offer if it comes before the entry has
 * loaded (it is fired once per page, possibly before the first paint); installPrompt.ts takes it.
 */
export const earlyInstallOfferKey = "earlyInstallOffer";

/** How long a page that never paints or loads (a background tab, an image that hangs) waits before it starts anyway. */
export const paintTimeoutMs = 3000;

export const pageLoaderSource = `(function (script) {
  var root = document.documentElement;
  try {
    if (localStorage.getItem("${brandFontKey}")) root.classList.add("${brandFontClass}");
  } catch (error) {}
  addEventListener("beforeinstallprompt", function (event) {
    event.preventDefault();
    window.${earlyInstallOfferKey} = event;
  });
  var started = false;
  function start() {
    if (started) return;
    started = true;
    root.classList.add("${brandFontClass}");
    import(script.dataset.entry);
  }
  var painted = false;
  var loaded = document.readyState === "complete";
  function startAfterNextFrame() {
    if (!painted || !loaded) return;
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  addEventListener("load", function () {
    loaded = true;
    startAfterNextFrame();
  });
  try {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      painted = true;
      startAfterNextFrame();
    }).observe({ type: "paint", buffered: true });
  } catch (error) {
    painted = true;
    startAfterNextFrame();
  }
  setTimeout(start, ${paintTimeoutMs});
})(document.currentScript);`;
