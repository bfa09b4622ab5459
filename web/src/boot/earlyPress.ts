import { bootAttribute, setBootState } from "./attributes";

// A press on a page control that the entry has not reached yet. The inline loader marks such a
// control `data-boot="pressed"` when it is pressed before the page has started, which its style
// shows at once (`pendingPressStyle`); the control's module, once it runs, does what each marked
// control asks and clears the mark. Nothing is held back or dispatched again: the press did its
// default (none, for these buttons) and left its mark in the page.

/** The controls matching `selector` pressed before the page started, each given to `press` once. */
export function takeEarlyPresses(page: ParentNode, selector: string, press: (control: HTMLElement) => void) {
  for (const control of page.querySelectorAll<HTMLElement>(`${selector}[${bootAttribute}~="pressed"]`)) {
    setBootState(control, "pressed", false);
    press(control);
  }
}

/** Shows `control` working (pressed, its answer on the way) or not, as an early press shows it. */
export function showPending(control: HTMLElement, pending: boolean) {
  setBootState(control, "pressed", pending);
}

/**
 * How a control pressed before the entry started looks until its code answers it: a spinner over
 * its label, at once, from the page's own CSS.
 */
export const pendingPressStyle = {
  [`&[${bootAttribute}~="pressed"]`]: {
    position: "relative",
    cursor: "progress",
    color: "transparent",
    "& > *": { visibility: "hidden" },
    "&::after": {
      content: '""',
      position: "absolute",
      inset: "0",
      margin: "auto",
      width: "1em",
      height: "1em",
      borderRadius: "full",
      border: "2px solid",
      borderColor: "fg.muted",
      borderInlineStartColor: "transparent",
      animation: "spin 0.6s linear infinite",
    },
  },
} as const;
