/** The parts of a DOMRect the placement needs (testable without a layout engine). */
export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The toasts' distance from the viewport's bottom edge when nothing is in their way (1rem). */
export const toastBaseOffset = 16;
/** Space left between a lifted toast and the actions it clears. */
const gap = 8;

/**
 * How far above the viewport's bottom edge the toasts sit so that none covers a dialog's actions
 * (issue 21: on a tablet the error toast of a refused save hid the form's Save and Cancel).
 *
 * `actions` are the footers of the open dialogs, `toast` the horizontal extent of the toast on screen
 * and its height. A toast that would overlap a footer is lifted to just above it; footers are cleared
 * from the lowest up, so a dialog opened over another (a confirmation over a form) is cleared too.
 * Where no footer is in the way the toast stays in its corner.
 */
export function toastBottomOffset(actions: readonly Box[], toast: { left: number; right: number; height: number }, viewportHeight: number): number {
  let offset = toastBaseOffset;
  for (const footer of [...actions].sort((a, b) => b.bottom - a.bottom)) {
    const toastBottom = viewportHeight - offset;
    const toastTop = toastBottom - toast.height;
    const overlaps = footer.top < toastBottom && footer.bottom > toastTop && footer.left < toast.right && footer.right > toast.left;
    if (overlaps) offset = Math.ceil(viewportHeight - footer.top + gap);
  }
  return offset;
}
