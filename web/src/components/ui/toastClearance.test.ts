import { describe, expect, it } from "vitest";
import { toastBaseOffset, toastBottomOffset } from "./toastClearance";

// The product form at 768x1024 (issue 21): its footer spans the width at the bottom, the toast sits
// at the bottom right, 384 px wide and 96 px tall.
const tablet = { height: 1024, toast: { left: 368, right: 752, height: 96 } };
const footerAt = (top: number, bottom: number, left = 0, right = 768) => ({ top, bottom, left, right });

describe("toastBottomOffset", () => {
  it("keeps the toast in its corner when no dialog is open", () => {
    expect(toastBottomOffset([], tablet.toast, tablet.height)).toBe(toastBaseOffset);
  });

  it("lifts the toast just above a dialog footer it would cover", () => {
    const offset = toastBottomOffset([footerAt(948, 1024)], tablet.toast, tablet.height);
    expect(offset).toBe(1024 - 948 + 8);
    // The lifted toast ends above the footer.
    expect(tablet.height - offset).toBeLessThanOrEqual(948);
  });

  it("leaves the toast where it is when the dialog's footer is far above it (a small centred dialog)", () => {
    expect(toastBottomOffset([footerAt(500, 570, 200, 568)], tablet.toast, tablet.height)).toBe(toastBaseOffset);
  });

  it("leaves the toast where it is when the footer is beside it, not under it", () => {
    expect(toastBottomOffset([footerAt(948, 1024, 0, 300)], tablet.toast, tablet.height)).toBe(toastBaseOffset);
  });

  it("clears a confirmation opened over a form, lowest footer first", () => {
    // Lifted above the form's footer (to y 940), the toast would then cover the confirmation's.
    const offset = toastBottomOffset([footerAt(850, 900, 200, 568 + 200), footerAt(948, 1024)], tablet.toast, tablet.height);
    expect(offset).toBe(1024 - 850 + 8);
  });

  it("lifts a full-width toast on a phone above the full-screen dialog's footer", () => {
    expect(toastBottomOffset([footerAt(736, 812, 0, 375)], { left: 16, right: 359, height: 116 }, 812)).toBe(812 - 736 + 8);
  });
});
