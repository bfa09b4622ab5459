import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import firebaseConfig from "../../../../firebase.json?raw";
import { pageLoaderSource } from "./pageLoader.server";
import { brandFontClass, brandFontKey, earlyInstallOfferKey } from "./pageLoaderNames";

const importCall = "import(script.dataset.entry)";

/**
 * Runs the loader as the page's head would: as a classic script, with itself as
 * document.currentScript. The test's eval cannot import a module, so its one import call goes to
 * `imported` (the browser journeys run the real one: every island starts through it).
 */
function runLoader(entry: string) {
  const script = document.createElement("script");
  script.dataset.entry = entry;
  document.head.append(script);
  vi.spyOn(document, "currentScript", "get").mockReturnValue(script);
  const imported = vi.fn();
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

  it("paints a first visit in the fallback, imports the entry after it, and turns Inter on once its file is in", async () => {
    let fontLoaded: (faces: FontFace[]) => void = () => {};
    const load = vi.fn(() => new Promise<FontFace[]>((resolve) => (fontLoaded = resolve)));
    Object.defineProperty(document, "fonts", { value: { load }, configurable: true });
    const imported = runLoader("/assets/entry.client-abc.js");
    expect(load).not.toHaveBeenCalled();
    expect(imported).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(imported).toHaveBeenCalledExactlyOnceWith("/assets/entry.client-abc.js");
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
