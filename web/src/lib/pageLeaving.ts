import { leavingAttribute } from "~/app/pageHead/firstLoad";

/**
 * Resolves at once on a page that is staying; on one being left (the loader's mark, decision 092),
 * once the mark is gone: the navigation did not take the page away after all.
 */
export function whenStaying(page: Document): Promise<void> {
  const root = page.documentElement;
  if (!root.hasAttribute(leavingAttribute)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (root.hasAttribute(leavingAttribute)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: [leavingAttribute] });
  });
}

/** How long a tab that draws no frames (hidden) waits instead. */
const hiddenTabWaitMs = 500;

/**
 * Resolves in a task after the next frame: the presses that waited behind the current work (the
 * browser handles input at the start of a frame) are handled by then, a form's Enter among them. A
 * hidden tab draws no frames, so it resolves after `hiddenTabWaitMs` at the latest.
 */
export function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve));
    setTimeout(resolve, hiddenTabWaitMs);
  });
}
