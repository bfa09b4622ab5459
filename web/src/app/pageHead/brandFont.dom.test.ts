import { describe, expect, it } from "vitest";
import { rememberBrandFont } from "./brandFont";
import { brandFontKey } from "./pageLoaderNames";

/** A font set whose load of Inter answers `faces` (or fails). */
const fontsLoading = (faces: number | "fails") =>
  ({ load: () => (faces === "fails" ? Promise.reject(new Error("network")) : Promise.resolve(Array.from({ length: faces }))) }) as unknown as FontFaceSet;

describe("rememberBrandFont", () => {
  it("notes on the device that Inter has loaded, so later pages start in it", async () => {
    localStorage.clear();
    rememberBrandFont(fontsLoading(1));
    await expect.poll(() => localStorage.getItem(brandFontKey)).toBe("1");
  });

  it("notes nothing when Inter did not load", async () => {
    localStorage.clear();
    rememberBrandFont(fontsLoading(0));
    rememberBrandFont(fontsLoading("fails"));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(localStorage.getItem(brandFontKey)).toBeNull();
  });
});
