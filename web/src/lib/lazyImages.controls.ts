import type { PageControl } from "~/boot/island";

// Spec 4's image fallbacks without React: the markup LazyImage renders is all a page needs, and this
// gives it its behaviour, on a prerendered page (the islands' entry) as in the app (an effect).

/** Attribute of a lazy image's box; its value is the image's path without extension (a site image) or its address (a product's). */
export const lazyImageAttribute = "data-lazy-image";

/**
 * The image is in the HTML with its source, loaded by the browser (lazily unless it is a priority
 * one), so it shows without script (decision 080). This adds the fallbacks: the jpeg file when the
 * webp one fails, then the 'Image unavailable' box; and it stops the placeholder's pulse once the
 * image has loaded. Returns a function that stops listening.
 */
export function enhanceLazyImage(box: HTMLElement): () => void {
  const base = box.getAttribute(lazyImageAttribute);
  const image = box.querySelector("img");
  if (!base || !image) return () => {};
  const placeholder = box.querySelector<HTMLElement>("[data-image-placeholder]");
  const unavailable = box.querySelector<HTMLElement>("[data-image-unavailable]");

  const loaded = () => {
    if (placeholder) placeholder.hidden = true;
  };
  const failed = () => {
    if (image.getAttribute("src") === `${base}.webp`) {
      image.src = `${base}.jpg`;
      return;
    }
    image.hidden = true;
    if (placeholder) placeholder.hidden = true;
    if (unavailable) unavailable.hidden = false;
  };
  image.addEventListener("load", loaded);
  image.addEventListener("error", failed);
  // It may have loaded, or failed, before this ran.
  if (image.complete && image.getAttribute("src")) (image.naturalWidth > 0 ? loaded : failed)();
  return () => {
    image.removeEventListener("load", loaded);
    image.removeEventListener("error", failed);
  };
}

/** enhanceLazyImage for every lazy image of the page. */
export function enhanceLazyImages(page: Document | HTMLElement) {
  for (const box of page.querySelectorAll<HTMLElement>(`[${lazyImageAttribute}]`)) enhanceLazyImage(box);
}

/** The page control (boot/registry.ts). */
const lazyImages: PageControl = (page) => enhanceLazyImages(page);
export default lazyImages;
