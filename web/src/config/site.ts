import { defaultSiteUrl } from "@lorawan/contracts/siteUrl";

export { brand } from "./brand";

/**
 * Absolute origin for canonical links, social tags and JSON-LD: SITE_URL at build time, which
 * vite.config.ts parses (@lorawan/contracts/siteUrl) and bakes in; unit tests see the local default.
 */
export const siteUrl: string = (import.meta.env?.SITE_URL as string | undefined) ?? defaultSiteUrl;

/** Social images are served by the function (spec 1: referenced under /api/images/...). */
export const defaultSocialImage = "/api/images/social/og-default.jpg";
/** The site's own social images (functions/src/static-images/social, rendered at build) are all this size. */
export const socialImagePrefix = "/api/images/social/";
export const socialImageSize = { width: 1200, height: 630 } as const;
