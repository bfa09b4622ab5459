/**
 * robots.txt: crawlers may read every public page; the admin area and its API are off limits.
 * Written as a static file by the web build (vite.config.ts), since its only input is SITE_URL:
 * Cloud Functions (and their emulator) answer /robots.txt with 404 before any code runs.
 */
export function robotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /api/admin", "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join("\n");
}
