import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import firebaseConfig from "../../../firebase.json?raw";
import { bootAttribute, brandFontClass, brandFontKey, earlyInstallOfferKey, earlyPressAttribute, hasBootState, leavingMs, setBootState } from "./attributes";
import { pageLoaderSource } from "./loader.server";

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
    document.documentElement.removeAttribute(bootAttribute);
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("is written into pages minified, and names what the browser's code names", () => {
    expect(pageLoaderSource).not.toMatch(/\n| {2}/);
    for (const name of [brandFontClass, brandFontKey, bootAttribute]) {
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

  it("imports the entry a frame after the first paint, and nothing before it", async () => {
    const imported = runLoader("/assets/entry.client-abc.js");
    expect(imported).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(imported).toHaveBeenCalledExactlyOnceWith("/assets/entry.client-abc.js");
  });

  it("leaves the page as its HTML made it when the entry cannot be loaded (offline before the service worker kept it)", async () => {
    runLoader("/assets/entry.client-abc.js", () => Promise.reject(new Error("offline")));
    await vi.runAllTimersAsync();
    expect(document.documentElement.classList.contains(brandFontClass)).toBe(false);
  });

  it("marks a control the entry answers pressed when it is pressed before the page has started, and not after", () => {
    runLoader("/assets/entry.client-abc.js");
    const button = document.createElement("button");
    button.setAttribute(earlyPressAttribute, "");
    button.append(document.createElement("span"));
    document.body.append(button);
    button.firstElementChild!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(hasBootState(button, "pressed")).toBe(true);

    setBootState(button, "pressed", false);
    setBootState(document.documentElement, "started", true);
    button.click();
    expect(hasBootState(button, "pressed")).toBe(false);
    button.remove();
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

  describe("a page being left", () => {
    /** The Navigation API's navigate event, as the browser fires it at `navigation`. */
    function navigate(url: string, { sameDocument = false, downloadRequest = null as string | null } = {}) {
      const event = Object.assign(new Event("navigate"), { destination: { url, sameDocument }, downloadRequest });
      (globalThis as unknown as { navigation: EventTarget }).navigation.dispatchEvent(event);
    }
    const leaving = () => hasBootState(document.documentElement, "leaving");

    beforeEach(() => {
      Object.assign(globalThis, { navigation: new EventTarget() });
      document.documentElement.removeAttribute(bootAttribute);
    });
    afterEach(() => {
      delete (globalThis as { navigation?: EventTarget }).navigation;
      document.documentElement.removeAttribute(bootAttribute);
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
  });
});
