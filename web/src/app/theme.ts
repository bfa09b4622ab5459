import { createSystem, defaultConfig, defineConfig } from "@chakra-ui/react";
import { brand } from "~/config/site";

// Spec 2.12: the six-colour palette and Inter (self-hosted, weights 400-700).
const config = defineConfig({
  globalCss: {
    "html, body": { bg: "white", color: "fg", fontFeatureSettings: "'cv11', 'ss01'" },
    // Visible focus for keyboard users everywhere.
    ":focus-visible": { outline: "2px solid", outlineColor: "brand.700", outlineOffset: "2px" },
    ".skip-link": {
      position: "absolute",
      left: "2",
      top: "-12",
      zIndex: "skipNav",
      bg: "ink.900",
      color: "white",
      px: "4",
      py: "2",
      rounded: "md",
      _focus: { top: "2" },
    },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
        body: { value: "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
      },
      colors: {
        brand: {
          50: { value: "#e6fbf6" },
          100: { value: "#bff5e9" },
          200: { value: "#8aedd9" },
          300: { value: "#4fe3c6" },
          400: { value: "#1fdab6" },
          500: { value: brand.colors.primary },
          600: { value: "#00ad8b" },
          700: { value: "#00806a" },
          800: { value: "#005c4d" },
          900: { value: "#003d33" },
          950: { value: "#00231d" },
        },
        cyan: { brand: { value: brand.colors.secondary } },
        ink: {
          900: { value: brand.colors.slate },
          500: { value: brand.colors.muted },
          50: { value: brand.colors.light },
        },
      },
    },
    semanticTokens: {
      colors: {
        // Dark text on the teal: white on #00d4aa would fail contrast.
        brand: {
          solid: { value: "{colors.brand.500}" },
          contrast: { value: "{colors.ink.900}" },
          fg: { value: "{colors.brand.700}" },
          muted: { value: "{colors.brand.100}" },
          subtle: { value: "{colors.brand.50}" },
          emphasized: { value: "{colors.brand.200}" },
          focusRing: { value: "{colors.brand.600}" },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
