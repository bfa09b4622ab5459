/**
 * The public origin of the site (canonical links, Open Graph URLs, JSON-LD, sitemap, robots.txt).
 * ONE variable configures it: SITE_URL when `npm run build` runs. The web build bakes it into the
 * pages (vite.config.ts) and the function bundle into its product pages, sitemap and robots.txt
 * (functions/build.mjs); both read it through this parser. The local stack's origin is the default.
 */
export const defaultSiteUrl = "http://127.0.0.1:5000";

export function parseSiteUrl(value: string | undefined): string {
  const raw = value?.trim();
  if (!raw) return defaultSiteUrl;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_URL must be an absolute http(s) URL such as https://sensors.example.com, got "${raw}"`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`SITE_URL must use http or https, got "${raw}"`);
  }
  // An origin plus an optional base path, never a trailing slash: paths are appended as "/about".
  return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
}
