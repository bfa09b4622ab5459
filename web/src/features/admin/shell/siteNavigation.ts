import { useEffect } from "react";
import { offlineNoticeAttribute } from "~/app/layout/offlineNotice.controls";
import { siteNavigationAttribute } from "~/lib/siteNavigation";

/**
 * What the public site's static HTML shows around the admin that the dashboard takes over:
 * - spec 2.2: when an admin is on /admin the header hides the main navigation and the mobile menu;
 * - the site's offline notice: the dashboard says what offline means for the admin (OfflineBanner),
 *   and the notice, fixed at the bottom, covered a dialog's buttons on a phone.
 * The header and notice are the page's static HTML (decision 021: the admin is its own app), so the
 * dashboard hides them while it is shown and gives them back when it goes (signed out).
 */
export function useHiddenSiteChrome() {
  useEffect(() => {
    const hidden = document.querySelectorAll<HTMLElement>(`[${siteNavigationAttribute}], [${offlineNoticeAttribute}]`);
    hidden.forEach((element) => (element.hidden = true));
    return () => hidden.forEach((element) => (element.hidden = false));
  }, []);
}
