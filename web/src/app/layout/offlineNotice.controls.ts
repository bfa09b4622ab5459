import { checkConnection, isOnline, subscribeToOnlineStatus } from "~/lib/onlineStatus";
import type { PageControl } from "~/boot/island";

/** Attribute of the offline notice's live region (OfflineIndicator). */
export const offlineNoticeAttribute = "data-offline-notice";

/**
 * Shows the region's notice while the site cannot reach the network, and hides it again when the
 * connection is back. Returns a function that stops watching.
 */
export function watchOfflineNotice(region: HTMLElement): () => void {
  const notice = region.firstElementChild;
  if (!(notice instanceof HTMLElement)) return () => {};
  const sync = () => {
    notice.hidden = isOnline();
  };
  sync();
  // Only a page the service worker controls can have come from its cache without a network.
  if (navigator.serviceWorker?.controller) void checkConnection();
  return subscribeToOnlineStatus(sync);
}

/** watchOfflineNotice for the page's notice. */
export function watchOfflineNotices(page: Document | HTMLElement) {
  for (const region of page.querySelectorAll<HTMLElement>(`[${offlineNoticeAttribute}]`)) watchOfflineNotice(region);
}

/** The page control (boot/registry.ts). */
const offlineNotice: PageControl = (page) => watchOfflineNotices(page);
export default offlineNotice;
