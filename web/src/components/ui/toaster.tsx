import { createToaster } from "@chakra-ui/react";
import { lazy, Suspense, useEffect, useState } from "react";

/** Spec 9.1: at most one toast at a time, shown 5000 ms by default, F8 focuses the viewport. */
export const toaster = createToaster({
  placement: "bottom-end",
  max: 1,
  duration: 5000,
  hotkey: ["F8"],
  pauseOnPageIdle: true,
});

/** Spec 3.2: variant "destructive" is an error toast; "default" is informational or success. */
export function showToast({ title, description, variant = "default" }: { title: string; description?: string; variant?: "default" | "destructive" | "success" }) {
  toaster.create({ title, description, type: variant === "destructive" ? "error" : variant === "success" ? "success" : "info" });
}

const ToasterView = lazy(() => import("./ToasterView"));

/**
 * Where toasts appear. Its code (Chakra's Toaster) is not needed for the first paint: it loads
 * once the page is idle after hydration, or at the first toast if that comes earlier.
 */
export function Toaster() {
  const [show, setShow] = useState(() => toaster.getCount() > 0);
  useEffect(() => {
    if (show) return;
    const unsubscribe = toaster.subscribe(() => setShow(true));
    const idle = window.requestIdleCallback ? window.requestIdleCallback(() => setShow(true), { timeout: 4000 }) : window.setTimeout(() => setShow(true), 2000);
    return () => {
      unsubscribe();
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [show]);
  return show ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}
