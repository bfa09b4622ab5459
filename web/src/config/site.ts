import { defaultSiteUrl } from "./siteUrl";

/** Brand constants (spec 2.12) and the site's identity, used by the theme, the SEO tags and the manifest. */
export const brand = {
  name: "LoRaWAN Sensors",
  shortName: "LoRaWAN",
  tagline:
    "Industrial LoRaWAN sensors and platform services: long-range connectivity, ultra-low power consumption and enterprise-grade reliability.",
  colors: {
    primary: "#00d4aa",
    secondary: "#0dceda",
    slate: "#1e293b",
    light: "#f8fafc",
    white: "#ffffff",
    muted: "#94a3b8",
  },
  email: "sales@lorawan-sensors.example.com",
  footerYear: 2024,
} as const;

/**
 * Absolute origin for canonical links, social tags and JSON-LD: SITE_URL at build time, which
 * vite.config.ts parses (config/siteUrl.ts) and bakes in; unit tests see the local default.
 */
export const siteUrl: string = (import.meta.env?.SITE_URL as string | undefined) ?? defaultSiteUrl;

/** Social images are served by the function (spec 1: referenced under /api/images/...). */
export const defaultSocialImage = "/api/images/social/og-default.jpg";
