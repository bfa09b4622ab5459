import { afterEach, describe, expect, it, vi } from "vitest";
import { brandFontClass, brandFontKey } from "./attributes";
import { loadBrandFontForLaterPages } from "./font";

/** A page whose font set answers `load` with `answer`. */
function pageWithFonts(answer: () => Promise<FontFace[]>) {
  const load = vi.fn(answer);
  const page = document.implementation.createHTMLDocument();
  Object.defineProperty(page, "fonts", { value: { load } });
  return { page, load };
}

describe("loadBrandFontForLaterPages", () => {
  afterEach(() => localStorage.clear());

  it("fetches Inter and notes on the device that it is in, so later pages start in it, without turning it on here", async () => {
    const { page, load } = pageWithFonts(() => Promise.resolve([{} as FontFace]));
    await loadBrandFontForLaterPages(page);
    expect(load).toHaveBeenCalledExactlyOnceWith('1em "Inter Variable"');
    expect(localStorage.getItem(brandFontKey)).toBe("1");
    expect(page.documentElement.classList.contains(brandFontClass)).toBe(false);
  });

  it("notes nothing when the file could not be loaded (offline) or matched no face", async () => {
    await loadBrandFontForLaterPages(pageWithFonts(() => Promise.reject(new Error("offline"))).page);
    await loadBrandFontForLaterPages(pageWithFonts(() => Promise.resolve([])).page);
    expect(localStorage.getItem(brandFontKey)).toBeNull();
  });

  it("asks for nothing on a page that already starts in Inter", async () => {
    const { page, load } = pageWithFonts(() => Promise.resolve([]));
    page.documentElement.classList.add(brandFontClass);
    await loadBrandFontForLaterPages(page);
    expect(load).not.toHaveBeenCalled();
  });
});
