import { brandFontKey } from "./pageLoaderNames";

/**
 * Once Inter has loaded (the page loader asked for it after the first paint), remembers so on this
 * device: the loader then uses Inter from the first paint of every later page, from the cache
 * (decision 046). Without storage, or where the font cannot load, every page starts in the fallback.
 */
export function rememberBrandFont(fonts: FontFaceSet | undefined = document.fonts, storage: Storage = localStorage) {
  if (!fonts) return;
  void fonts.load("1em 'Inter Variable'").then(
    (faces) => {
      if (faces.length === 0) return;
      try {
        storage.setItem(brandFontKey, "1");
      } catch {
        // Storage full or refused: the next page starts in the fallback, as this one did.
      }
    },
    () => {},
  );
}
