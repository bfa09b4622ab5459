import { useEffect } from "react";
import { useDeferredComponent } from "~/lib/useDeferredComponent";
import { toaster } from "./toastStore";

export { toaster };

/** The toast `showToast` last put up, which the next one replaces. */
let shownToastId: string | undefined;

/**
 * Spec 3.2: variant "destructive" is an error toast; "default" is informational or success.
 * Spec 9.1 shows at most one toast: a new one replaces the one on screen at once (`max: 1` alone
 * would queue it behind the old one for the rest of its 5 s). A persistent toast made elsewhere (the
 * update prompt) is left alone.
 */
export function showToast({
  title,
  description,
  variant = "default",
}: {
  title: string;
  description?: string;
  variant?: "default" | "destructive" | "success";
}) {
  if (shownToastId !== undefined && toaster.isVisible(shownToastId)) toaster.remove(shownToastId);
  shownToastId = toaster.create({ title, description, type: variant === "destructive" ? "error" : variant === "success" ? "success" : "info" });
}

/** The service worker's prompt to reload for a new version: it stays until it is answered. */
export function showUpdatePrompt(reload: () => void) {
  toaster.create({
    title: "A new version is available",
    description: "Reload to get the latest catalogue and pages.",
    type: "info",
    duration: Infinity,
    action: { label: "Reload", onClick: reload },
  });
}

const loadToasterView = () => import("./ToasterView");

/**
 * Fetches the toast view ahead of a toast a page expects soon (a form being filled in): its toasts
 * then show even if the connection drops before the service worker holds the site's code.
 */
export function preloadToasterView() {
  // A failed fetch is retried at the first toast.
  loadToasterView().catch(() => {});
}

/**
 * Where toasts appear. Its code (Chakra's Toaster, whose toast machine starts with a long task on a
 * phone) is fetched and started at the first toast, not with the page: most visits show none. If
 * loading fails (offline before the service worker took over), the next toast tries again; the page
 * stays.
 */
export function Toaster() {
  const [ToasterView, load] = useDeferredComponent(loadToasterView);
  useEffect(() => {
    if (ToasterView) return;
    if (toaster.getCount() > 0) load();
    return toaster.subscribe(load);
  }, [ToasterView, load]);
  return ToasterView ? <ToasterView /> : null;
}
