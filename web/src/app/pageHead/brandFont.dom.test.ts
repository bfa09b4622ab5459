import { describe, expect, it, vi } from "vitest";
import { rememberBrandFont } from "./brandFont";
import { brandFontKey } from "./pageLoaderNames";

/** A font set in which Inter is loaded once `loaded()` is called; it never loads anything itself. */
function fontSet() {
  let interLoaded = false;
  const events = new EventTarget();
  const fonts = Object.assign(events, { check: () => interLoaded, load: vi.fn() }) as unknown as FontFaceSet & { load: ReturnType<typeof vi.fn> };
  return {
    fonts,
    loaded() {
      interLoaded = true;
      events.dispatchEvent(new Event("loadingdone"));
    },
    otherFontDone: () => events.dispatchEvent(new Event("loadingdone")),
  };
}

describe("rememberBrandFont", () => {
  it("notes on the device that Inter has loaded, so later pages start in it, without asking for it", () => {
    localStorage.clear();
    const { fonts, loaded, otherFontDone } = fontSet();
    rememberBrandFont(fonts);
    otherFontDone();
    expect(localStorage.getItem(brandFontKey)).toBeNull();
    loaded();
    expect(localStorage.getItem(brandFontKey)).toBe("1");
    // The loader asks for the font when the page is ready for it (decisions 091 and 092), not this.
    expect(fonts.load).not.toHaveBeenCalled();
  });

  it("notes at once when Inter is already in", () => {
    localStorage.clear();
    const { fonts, loaded } = fontSet();
    loaded();
    rememberBrandFont(fonts);
    expect(localStorage.getItem(brandFontKey)).toBe("1");
  });

  it("notes nothing while Inter has not loaded", () => {
    localStorage.clear();
    const { fonts, otherFontDone } = fontSet();
    rememberBrandFont(fonts);
    otherFontDone();
    expect(localStorage.getItem(brandFontKey)).toBeNull();
  });
});
