// A press on a control that the page's script has not reached yet (decision 050). The inline page
// loader (app/pageHead/pageLoader.inline.js) marks such a control `aria-busy="true"` when it is
// pressed before the page has started, which its style shows at once; the control's module, once
// it runs, does what each marked control asks and clears the mark. Nothing is held back or
// dispatched again: the press did its default (none, for these buttons) and left its mark in the
// page.

/** Attribute of a control whose early presses the loader marks (Add to quote, Compare, the brand page's copy buttons). */
export const earlyPressAttribute = "data-early-press";

/** Attribute the page's `<html>` gets once its script has started: the loader marks presses no more. */
export const pageStartedAttribute = "data-started";

/** The controls matching `selector` pressed before the page started, each given to `press` once. */
export function takeEarlyPresses(page: ParentNode, selector: string, press: (control: HTMLElement) => void) {
  for (const control of page.querySelectorAll<HTMLElement>(`${selector}[aria-busy="true"]`)) {
    control.removeAttribute("aria-busy");
    press(control);
  }
}
