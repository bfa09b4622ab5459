import type { IconName } from "~/components/icons";
import { paths } from "@lorawan/contracts/paths";

export interface NavLinkItem {
  label: string;
  to: string;
  /** Paths starting with this also mark the link as current (the pages of its section). */
  currentUnder?: string;
}

/** Spec 3.2: a solution menu entry has a name, href, description and icon. */
export interface SolutionMenuEntry {
  name: string;
  href: string;
  description: string;
  icon: IconName;
}

/** Spec 2.2: the header's main links. */
export const mainLinks: NavLinkItem[] = [
  { label: "Home", to: paths.home },
  // The product pages (/products/{id}) belong to the Product section.
  { label: "Product", to: paths.marketplace, currentUnder: paths.product("") },
  { label: "About Us", to: paths.about },
];

/** Spec 2.2: the six entries of the Solutions dropdown, in the spec's order. */
export const solutionMenu: SolutionMenuEntry[] = [
  {
    name: "Smart Manufacturing",
    href: paths.solution.industrialIot,
    description: "Predictive maintenance and machine monitoring for the factory floor",
    icon: "factory",
  },
  {
    name: "Asset Tracking",
    href: paths.solution.assetTracking,
    description: "Locate equipment, vehicles and containers across sites",
    icon: "mapPin",
  },
  {
    name: "Smart Agriculture",
    href: paths.solution.smartAgriculture,
    description: "Soil, weather and irrigation data for every field",
    icon: "sprout",
  },
  {
    name: "Smart Cities",
    href: paths.solution.smartCities,
    description: "Parking, lighting, waste and traffic on one network",
    icon: "building",
  },
  {
    name: "Energy & Utilities",
    href: paths.solution.energyUtilities,
    description: "Metering and grid monitoring for electricity, gas and water",
    icon: "zap",
  },
  {
    name: "Environmental Monitoring",
    href: paths.solution.indoorAirQuality,
    description: "Air quality, CO2 and particulates, indoors and out",
    icon: "wind",
  },
];

/** Spec 2.2: the footer's four links. */
export const footerLinks: NavLinkItem[] = [
  { label: "Privacy Policy", to: paths.privacyPolicy },
  { label: "Terms of Service", to: paths.termsOfService },
  { label: "Security", to: paths.security },
  { label: "System Status", to: paths.status },
];
