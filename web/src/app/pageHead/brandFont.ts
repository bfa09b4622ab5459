import { brandFontKey } from "./pageLoaderNames";

const inter = "1em 'Inter Variable'";

/**
 * Once Inter has loaded (the page loader fetches it after the first paint, for later pages), remembers
 * so on this device: the loader then uses Inter from the first paint of every later page, from the
 * cache (decisions 046 and 093). It only watches: asking for the font here would start its download
 * before the loader's own time for it (decisions 091 and 092). Without storage, or where the font
 * cannot load, every page stays in the fallback.
 */
export function rememberBrandFont(fonts: FontFaceSet | undefined = document.fonts, storage: Storage = localStorage) {
  if (!fonts) return;
  const rememberIfLoaded = () => {
    if (!fonts.check(inter)) return false;
    try {
      storage.setItem(brandFontKey, "1");
    } catch {
      // Storage full or refused: the next page starts in the fallback, as this one did.
    }
    return true;
  };
  if (rememberIfLoaded()) return;
  const onLoadingDone = () => {
    if (rememberIfLoaded()) fonts.removeEventListener("loadingdone", onLoadingDone);
  };
  fonts.addEventListener("loadingdone", onLoadingDone);
}
