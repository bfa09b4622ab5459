import { brandFontClass, brandFontKey } from "./attributes";

const inter = '1em "Inter Variable"';

/**
 * Inter for the pages after this one. A first visit's page paints in Inter's metric-matched fallback
 * and keeps it (turning Inter on in a page being read restyles and lays it out whole, a task a tap
 * waits behind on a phone); this fetches the file once the page has started and stays, and remembers
 * on the device that it is in: the loader then starts every later page in Inter, from the cache. A
 * page that already starts in it asks for nothing. Without storage, or where the font cannot load,
 * pages stay in the fallback.
 */
export async function loadBrandFontForLaterPages(page: Document = document, storage: Storage = localStorage): Promise<void> {
  if (page.documentElement.classList.contains(brandFontClass) || !page.fonts) return;
  try {
    const faces = await page.fonts.load(inter);
    if (faces.length > 0) storage.setItem(brandFontKey, "1");
  } catch {
    // Offline, storage full or refused: the next page starts in the fallback, as this one did.
  }
}
