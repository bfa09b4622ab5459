import { defaultSiteUrl } from "@lorawan/contracts/siteUrl";

export { brand } from "./brand";

/**
 * Absolute origin for canonical links, social tags and JSON-LD: SITE_URL at build time, which
 * vite.config.ts parses (@lorawan/contracts/siteUrl) and bakes in; unit tests see the local default.
 */
export const siteUrl: string = (import.meta.env?.SITE_URL as string | undefined) ?? defaultSiteUrl;

/**
 * Social images are served by the function (spec 1: referenced under /api/images/...): the site's
 * own, rendered at build, and a card made from a page's stored image (@lorawan/contracts/socialCard).
 */
export const defaultSocialImage = "/api/images/social/og-default.jpg";

/**
 * The favicon pages link to: a PNG drawn at build from the mark (web/scripts/art/render.ts). Not the
 * SVG, which Chromium draws as a document of its own on the page's main thread (decision 100).
 */
export const favicon = { pixels: 48, path: "/icons/favicon-48.png" } as const;
