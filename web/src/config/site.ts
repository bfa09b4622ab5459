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
 * Absolute origin for canonical links and social tags. Set VITE_SITE_URL when building for a real
 * domain; the local stack serves http://127.0.0.1:5000.
 */
export const siteUrl: string = (import.meta.env?.VITE_SITE_URL as string | undefined) ?? "http://127.0.0.1:5000";

/** Social images are served by the function (spec 1: referenced under /api/images/...). */
export const defaultSocialImage = "/api/images/social/og-default.jpg";
