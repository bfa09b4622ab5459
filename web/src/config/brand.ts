// Apart from site.ts so that vite.config.ts (which Node loads without TypeScript support for
// packages) can read the brand for the manifest without reaching the contracts package.

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
