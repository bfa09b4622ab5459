const focusables = "a[href], button, input, select, textarea, summary, [tabindex]";

/**
 * The element the Tab key moves to after `from` in the page's tab order (document order: the site
 * uses no positive tabindex), or null at the end of the page.
 */
export function nextTabStop(from: HTMLElement): HTMLElement | null {
  for (const element of from.ownerDocument.querySelectorAll<HTMLElement>(focusables)) {
    if (!(from.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
    if (from.contains(element)) continue;
    if (isTabStop(element)) return element;
  }
  return null;
}

function isTabStop(element: HTMLElement) {
  if (element.tabIndex < 0 || element.matches(":disabled") || element.closest("[hidden], [inert]")) return false;
  // Not rendered (display: none, e.g. the menu button of the other breakpoint); jsdom has no checkVisibility.
  return typeof element.checkVisibility !== "function" || element.checkVisibility();
}
