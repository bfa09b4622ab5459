import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import firebaseConfig from "../../../../firebase.json?raw";
import { pageLoaderSource } from "./pageLoader.server";
import { brandFontClass, brandFontKey, earlyInstallOfferKey } from "./pageLoaderNames";

const importCall = "import(script.dataset.entry)";

/**
 * Runs the loader as the page's head would: as a classic script, with itself as
 * document.currentScript. The test's eval cannot import a module, so its one import call goes to
 * `imported` (the browser journeys run the real one: every island starts through it), which answers
 * `arrival`: by default an entry that has arrived.
 */
function runLoader(entry: string, arrival: Promise<unknown> = Promise.resolve()) {
  const script = document.createElement("script");
  script.dataset.entry = entry;
  document.head.append(script);
  vi.spyOn(document, "currentScript", "get").mockReturnValue(script);
  const imported = vi.fn(() => arrival);
  Object.assign(globalThis, { loaderImported: imported });
  expect(pageLoaderSource.split(importCall)).toHaveLength(2);
  // Indirect eval: global scope, as an inline script runs.
  (0, eval)(pageLoaderSource.replace(importCall, "loaderImported(script.dataset.entry)"));
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

  it("is allowed by the Content-Security-Policy Hosting sends: its hash is in script-src", () => {
    const hash = createHash("sha256").update(pageLoaderSource).digest("base64");
    const policies = [...firebaseConfig.matchAll(/"Content-Security-Policy",\s*"value":\s*"([^"]*)"/g)].map((match) => match[1]!);
    const pagePolicy = policies.find((policy) => policy.includes("script-src"));
    expect(pagePolicy).toContain(`'sha256-${hash}'`);
  });

  it("paints a first visit in the fallback, imports the entry after it, then asks for Inter and turns it on once its file is in", async () => {
    let fontLoaded: (faces: FontFace[]) => void = () => {};
    const load = vi.fn(() => new Promise<FontFace[]>((resolve) => (fontLoaded = resolve)));
    Object.defineProperty(document, "fonts", { value: { load }, configurable: true });
    let entryArrived: () => void = () => {};
    const imported = runLoader("/assets/entry.client-abc.js", new Promise<void>((resolve) => (entryArrived = resolve)));
    expect(load).not.toHaveBeenCalled();
    expect(imported).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(imported).toHaveBeenCalledExactlyOnceWith("/assets/entry.client-abc.js");
    // The entry does not share the phone's link with the font's 49 KB (decision 091).
    expect(load).not.toHaveBeenCalled();
    entryArrived();
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledExactlyOnceWith('1em "Inter Variable"');
    // The file is on its way: the page stays in the fallback, with no restyle yet (decision 088).
    expect(document.documentElement.classList.contains(brandFontClass)).toBe(false);
    fontLoaded([]);
    await vi.runAllTimersAsync();
    expect(document.documentElement.classList.contains(brandFontClass)).toBe(true);
  });

  it("turns Inter on anyway when its file cannot be loaded, or the browser cannot load fonts from script", async () => {
    Object.defineProperty(document, "fonts", { value: { load: () => Promise.reject(new Error("offline")) }, configurable: true });
    runLoader("/assets/entry.client-abc.js");
    await vi.runAllTimersAsync();
    expect(document.documentElement.classList.contains(brandFontClass)).toBe(true);

    // An entry that could not be loaded (offline, no service worker yet) does not keep Inter away.
    document.documentElement.className = "";
    const load = vi.fn(() => Promise.resolve([]));
    Object.defineProperty(document, "fonts", { value: { load }, configurable: true });
    runLoader("/assets/entry.client-abc.js", Promise.reject(new Error("offline")));
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledOnce();
    expect(document.documentElement.classList.contains(brandFontClass)).toBe(true);

    document.documentElement.className = "";
    Object.defineProperty(document, "fonts", { value: undefined, configurable: true });
    runLoader("/assets/entry.client-abc.js");
    await vi.runAllTimersAsync();
    expect(document.documentElement.classList.contains(brandFontClass)).toBe(true);
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
});
