// Spec 4's lazy images without React: the markup LazyImage renders is all a page needs, and this
// gives it its behaviour, on a prerendered page (the islands' entry) as in the app (an effect).

/** Spec 4 and 9.1: images start loading 50 px before they scroll into view. */
export const lazyImageMargin = "50px";

/** Attribute of a lazy image's box; its value is the image's path without extension. */
export const lazyImageAttribute = "data-lazy-image";

/**
 * Loads the box's image when it comes within lazyImageMargin of the viewport (at once when its
 * `<img>` already has a source: a priority image): the webp file first, the jpeg one if that fails,
 * then the 'Image unavailable' box. The placeholder goes once the image has loaded. Returns a
 * function that stops watching.
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
  const stop = () => {
    image.removeEventListener("load", loaded);
    image.removeEventListener("error", failed);
  };

  if (image.getAttribute("src")) {
    // It may have loaded, or failed, before this ran.
    if (image.complete) (image.naturalWidth > 0 ? loaded : failed)();
    return stop;
  }
  if (typeof IntersectionObserver === "undefined") {
    image.src = `${base}.webp`;
    return stop;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      image.src = `${base}.webp`;
    },
    { rootMargin: lazyImageMargin },
  );
  observer.observe(box);
  return () => {
    observer.disconnect();
    stop();
  };
}

/** enhanceLazyImage for every lazy image of the page. */
export function enhanceLazyImages(page: Document | HTMLElement) {
  for (const box of page.querySelectorAll<HTMLElement>(`[${lazyImageAttribute}]`)) enhanceLazyImage(box);
}
