import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import firebaseConfig from "../../../../firebase.json?raw";
import { pageLoaderSource } from "./pageLoader.server";
import { earlyPressAttribute, pageStartedAttribute } from "~/lib/earlyPress";
import { brandFontClass, brandFontKey, earlyInstallOfferKey, leavingAttribute, leavingMs } from "./pageLoaderNames";

/** The loader's one import, of its own element's `data-entry` (its names are minified). */
const importCall = /import\((\w+)\.dataset\.entry\)/;

/**
 * Runs the loader as the page's head would: as a classic script, with itself as
 * document.currentScript. The test's eval cannot import a module, so its one import call goes to
 * `imported` (the browser journeys run the real one: every island starts through it), which answers
 * what `arrival` gives: by default an entry that has arrived.
 */
function runLoader(entry: string, arrival: () => Promise<unknown> = () => Promise.resolve()) {
  const script = document.createElement("script");
  script.dataset.entry = entry;
  document.head.append(script);
  vi.spyOn(document, "currentScript", "get").mockReturnValue(script);
  const imported = vi.fn(arrival);
  Object.assign(globalThis, { loaderImported: imported });
  expect(pageLoaderSource.match(new RegExp(importCall, "g"))).toHaveLength(1);
  // Indirect eval: global scope, as an inline script runs.
  (0, eval)(pageLoaderSource.replace(importCall, "loaderImported($1.dataset.entry)"));
  return imported;
}

describe("the page loader", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.documentElement.className = "";
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("is written into pages minified, and names what the browser's code names", () => {
    expect(pageLoaderSource).not.toMatch(/\n| {2}/);
    for (const name of [brandFontClass, brandFontKey, leavingAttribute, pageStartedAttribute]) {
      expect(pageLoaderSource, name).toContain(`"${name}"`);
    }
    expect(pageLoaderSource).toContain(`window.${earlyInstallOfferKey}=`);
    expect(pageLoaderSource).toContain(`[${earlyPressAttribute}]`);
    expect(leavingMs).toBe(3000);
    expect(pageLoaderSource).toContain("3e3");
  });

  it("is allowed by the Content-Security-Policy Hosting sends: its hash is in script-src", () => {
    const hash = createHash("sha256").update(pageLoaderSource).digest("base64");
    const policies = [...firebaseConfig.matchAll(/"Content-Security-Policy",\s*"value":\s*"([^"]*)"/g)].map((match) => match[1]!);
    const pagePolicy = policies.find((policy) => policy.includes("script-src"));
    expect(pagePolicy).toContain(`'sha256-${hash}'`);
  });

  it("paints a first visit in the fallback, imports the entry after it, then fetches Inter for later pages and leaves this one as it painted", async () => {
    let fontLoaded: (faces: FontFace[]) => void = () => {};
    const load = vi.fn(() => new Promise<FontFace[]>((resolve) => (fontLoaded = resolve)));
    Object.defineProperty(document, "fonts", { value: { load }, configurable: true });
    let entryArrived: () => void = () => {};
    const entry = new Promise<void>((resolve) => (entryArrived = resolve));
    const imported = runLoader("/assets/entry.client-abc.js", () => entry);
    expect(load).not.toHaveBeenCalled();
    expect(imported).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(imported).toHaveBeenCalledExactlyOnceWith("/assets/entry.client-abc.js");
    // The entry does not share the phone's link with the font's 49 KB (decision 091).
    expect(load).not.toHaveBeenCalled();
    entryArrived();
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledExactlyOnceWith('1em "Inter Variable"');
    fontLoaded([]);
    await vi.runAllTimersAsync();
    // The page is not restyled and laid out again for the new face while it is read (decision 093).
    expect(document.documentElement.classList.contains(brandFontClass)).toBe(false);
  });

  it("leaves the page as it painted when Inter's file cannot be loaded, or the browser cannot load fonts from script", async () => {
    Object.defineProperty(document, "fonts", { value: { load: () => Promise.reject(new Error("offline")) }, configurable: true });
    runLoader("/assets/entry.client-abc.js");
    await vi.runAllTimersAsync();
    expect(document.documentElement.classList.contains(brandFontClass)).toBe(false);

    // An entry that could not be loaded (offline, no service worker yet) does not keep Inter away from later pages.
    const load = vi.fn(() => Promise.resolve([]));
    Object.defineProperty(document, "fonts", { value: { load }, configurable: true });
    runLoader("/assets/entry.client-abc.js", () => Promise.reject(new Error("offline")));
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledOnce();

    Object.defineProperty(document, "fonts", { value: undefined, configurable: true });
    runLoader("/assets/entry.client-abc.js");
    await vi.runAllTimersAsync();
    expect(document.documentElement.classList.contains(brandFontClass)).toBe(false);
  });

  it("does not fetch Inter again on a page that starts in it", async () => {
    localStorage.setItem(brandFontKey, "1");
    const load = vi.fn(() => Promise.resolve([]));
    Object.defineProperty(document, "fonts", { value: { load }, configurable: true });
    runLoader("/assets/entry.client-abc.js");
    await vi.runAllTimersAsync();
    expect(load).not.toHaveBeenCalled();
  });

  it("uses Inter from the first paint on a device that has loaded it before", () => {
    localStorage.setItem(brandFontKey, "1");
    runLoader("/assets/entry.client-abc.js");
    expect(document.documentElement.classList.contains(brandFontClass)).toBe(true);
  });

  it("keeps an install offer that comes before the entry, and stops Chromium's own banner", () => {
    runLoader("/assets/entry.client-abc.js");
    const offer = new Event("beforeinstallprompt", { cancelable: true });
    window.dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);
    expect((window as unknown as Record<string, unknown>)[earlyInstallOfferKey]).toBe(offer);
  });

  describe("a page being left (decision 092)", () => {
    /** The Navigation API's navigate event, as the browser fires it at `navigation`. */
    function navigate(url: string, { sameDocument = false, downloadRequest = null as string | null } = {}) {
      const event = Object.assign(new Event("navigate"), { destination: { url, sameDocument }, downloadRequest });
      (globalThis as unknown as { navigation: EventTarget }).navigation.dispatchEvent(event);
    }
    const leaving = () => document.documentElement.hasAttribute(leavingAttribute);

    beforeEach(() => {
      Object.assign(globalThis, { navigation: new EventTarget() });
      document.documentElement.removeAttribute(leavingAttribute);
    });
    afterEach(() => {
      delete (globalThis as { navigation?: EventTarget }).navigation;
      document.documentElement.removeAttribute(leavingAttribute);
    });

    it("is marked while a navigation to another document is on its way, and not for one in the page, a download or mail", () => {
      runLoader("/assets/entry.client-abc.js");
      navigate("http://localhost/marketplace?q=gate", { sameDocument: true });
      navigate("http://localhost/datasheet.pdf", { downloadRequest: "datasheet.pdf" });
      navigate("mailto:sales@example.com");
      expect(leaving()).toBe(false);
      navigate("http://localhost/marketplace?q=gate");
      expect(leaving()).toBe(true);
      // A navigation that never took the page away (a 204, a file the server sends as a download).
      vi.advanceTimersByTime(leavingMs);
      expect(leaving()).toBe(false);
    });

    it("is unmarked when it comes back from the back-forward cache", () => {
      runLoader("/assets/entry.client-abc.js");
      navigate("http://localhost/about");
      window.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: true }));
      expect(leaving()).toBe(false);
    });

    it("asks for Inter only once it stays", async () => {
      const load = vi.fn(() => Promise.resolve([]));
      Object.defineProperty(document, "fonts", { value: { load }, configurable: true });
      let entryArrived: () => void = () => {};
      const entry = new Promise<void>((resolve) => (entryArrived = resolve));
      const imported = runLoader("/assets/entry.client-abc.js", () => entry);
      await vi.runAllTimersAsync();
      expect(imported).toHaveBeenCalledOnce();
      navigate("http://localhost/marketplace?q=gate");
      entryArrived();
      await vi.advanceTimersByTimeAsync(leavingMs - 100);
      expect(load).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(leavingMs);
      expect(load).toHaveBeenCalledOnce();
    });
  });
});
