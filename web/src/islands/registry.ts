/**
 * The components a public page (and the admin page, to a visitor without a session: decision 012)
 * hydrates as islands (decision 010), by the name its `<Island>` wrapper carries. Each is its own chunk, fetched only by pages that have one.
 */
export const islandLoaders = {
  "solutions-menu": () => import("~/app/layout/SolutionsMenu").then((m) => m.SolutionsMenu),
  "mobile-nav": () => import("~/app/layout/MobileNav").then((m) => m.MobileNav),
  "install-app": () => import("~/app/layout/InstallAppButton").then((m) => m.InstallAppButton),
  "featured-sensors": () => import("~/features/catalogue/components/FeaturedSensorsIsland").then((m) => m.FeaturedSensorsIsland),
  marketplace: () => import("~/features/catalogue/components/MarketplaceIsland").then((m) => m.MarketplaceIsland),
  "pricing-calculator": () => import("~/pages/pricing/PricingCalculator").then((m) => m.PricingCalculator),
  "contact-form": () => import("~/features/contact/components/ContactForm").then((m) => m.ContactForm),
  "copy-hex": () => import("~/pages/brand/CopyHexButton").then((m) => m.CopyHexButton),
  "admin-login": () => import("~/features/admin/shell/LoginFormIsland").then((m) => m.LoginFormIsland),
};

export type IslandName = keyof typeof islandLoaders;

/** The props of an island's component (function components only: their props travel as JSON). */
export type IslandProps<N extends IslandName> = Parameters<Awaited<ReturnType<(typeof islandLoaders)[N]>>>[0];
