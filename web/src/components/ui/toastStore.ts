import { createToaster } from "@chakra-ui/react";

/**
 * The site's toasts (toaster.tsx shows them, ToasterView.tsx draws them). Spec 9.1: at most one
 * toast at a time, shown 5000 ms by default, F8 focuses the viewport. The bottom offset is the
 * view's `--toast-lift`: lifted above an open dialog's actions (toastClearance.ts).
 */
export const toaster = createToaster({
  placement: "bottom-end",
  offsets: { top: "1rem", left: "1rem", right: "1rem", bottom: "var(--toast-lift, 1rem)" },
  max: 1,
  duration: 5000,
  hotkey: ["F8"],
  pauseOnPageIdle: true,
});
