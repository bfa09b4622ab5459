/**
 * Spec 2.2: the box around the header's navigation on /admin. The header is static HTML on every
 * page (decision 021), so the admin app hides this box while it shows the dashboard to an admin.
 */
export const siteNavigationAttribute = "data-site-navigation";
