import { bootAttribute, hasBootState } from "./attributes";

/**
 * Resolves at once on a page that is staying; on one being left (the loader marks `<html>`
 * `leaving` while a navigation to another document is on its way), once the mark is gone: the
 * navigation did not take the page away after all (a 204, a download), or the page came back from
 * the back-forward cache. A page being left starts no more downloads: the next page does not share
 * a slow phone's link with one nobody will use.
 */
export function whenStaying(page: Document): Promise<void> {
  const root = page.documentElement;
  if (!hasBootState(root, "leaving")) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (hasBootState(root, "leaving")) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: [bootAttribute] });
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

/** Resolves in a later task: work after it does not lengthen the current one. */
export const nextTask = () => new Promise((next) => setTimeout(next));
