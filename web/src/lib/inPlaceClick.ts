import type { MouseEvent } from "react";

/**
 * A link an island answers in place (a filter chip, Load More): a plain click runs `answer` instead
 * of loading the link's page, which is what the link does before the island runs or without it. A
 * click with a modifier (a new tab or window) is left to the browser.
 */
export const inPlaceClick = (answer: () => void) => (event: MouseEvent<HTMLAnchorElement>) => {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  answer();
};
