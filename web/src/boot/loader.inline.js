// The page loader: the one script element of every page, inline in its head (loader.server.ts, the
// first row of docs/pages.md's sequence). It runs as a classic script, so it is plain JavaScript, and
// it is written into each page minified (web/inlineScript.ts). Its names are those of attributes.ts,
// written out; loader.dom.test.ts checks that they agree.
//
// It requests nothing until the page has painted, then imports the entry (data-entry). Before that it
// only keeps what would otherwise be lost: the brand font chosen before the first paint, Chromium's
// one install offer, a press on a control the entry will answer, and a page being left.
(function (script) {
  var root = document.documentElement;
  function mark(element, state, on) {
    var states = (element.getAttribute("data-boot") || "").split(" ").filter(function (name) {
      return name && name !== state;
    });
    if (on) states.push(state);
    element.setAttribute("data-boot", states.join(" "));
  }
  try {
    if (localStorage.getItem("brand-font-loaded")) root.classList.add("brand-font");
  } catch {
    // Storage refused: the page stays in the fallback face.
  }
  addEventListener("beforeinstallprompt", function (event) {
    event.preventDefault();
    window.earlyInstallOffer = event;
  });
  addEventListener(
    "click",
    function (event) {
      var started = (root.getAttribute("data-boot") || "").indexOf("started") !== -1;
      var control = !started && event.target.closest && event.target.closest("[data-early-press]");
      if (control) mark(control, "pressed", true);
    },
    true,
  );
  try {
    navigation.addEventListener("navigate", function (event) {
      if (event.destination.sameDocument || event.downloadRequest !== null || !/^https?:/.test(event.destination.url)) return;
      mark(root, "leaving", true);
      setTimeout(function () {
        mark(root, "leaving", false);
      }, 3000);
    });
  } catch {
    // No Navigation API: a page being left is not marked.
  }
  addEventListener("pageshow", function (event) {
    if (event.persisted) mark(root, "leaving", false);
  });
  var started = false;
  function start() {
    if (started) return;
    started = true;
    // Offline before the service worker kept the entry: the page stays as its HTML made it.
    import(script.dataset.entry).catch(function () {});
  }
  function afterNextFrame() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  try {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      afterNextFrame();
    }).observe({ type: "paint", buffered: true });
  } catch {
    afterNextFrame();
  }
  // A tab that never paints (hidden) starts after 3 s.
  setTimeout(start, 3000);
})(document.currentScript);
