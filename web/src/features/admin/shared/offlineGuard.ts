import { offlineActionReason } from "./refusal";
import { showToast } from "~/components/ui/toaster";

/**
 * Issue 21: an action that cannot work offline (delete, publish, bulk changes, import, export) says
 * so at once, with the spec's failure text, and is neither sent nor queued. True when it refused.
 */
export function refusedOffline(failure: string, title = "Error"): boolean {
  if (navigator.onLine) return false;
  showToast({ title, description: `${failure}: ${offlineActionReason}`, variant: "destructive" });
  return true;
}
