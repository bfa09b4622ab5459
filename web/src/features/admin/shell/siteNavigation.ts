import { useEffect } from "react";
import { siteNavigationAttribute as attribute } from "~/lib/siteNavigation";

/**
 * Spec 2.2: when an admin is on /admin the header hides the main navigation and the mobile menu.
 * The header is the page's static HTML (decision 021: the admin is its own app), so the dashboard
 * hides its navigation while it is shown, and gives it back when it goes (signed out).
 */
export function useHiddenSiteNavigation() {
  useEffect(() => {
    const navigation = document.querySelectorAll<HTMLElement>(`[${attribute}]`);
    navigation.forEach((element) => (element.hidden = true));
    return () => navigation.forEach((element) => (element.hidden = false));
  }, []);
}
