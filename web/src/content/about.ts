import type { IconName } from "~/components/icons";
import { paths } from "@lorawan/contracts/paths";
import type { NavLinkItem } from "./navigation";
import { analytics, deviceRegistry, gatewayManagement, networkServer } from "./platform";

export const aboutHero = {
  title: "Connecting the physical world, one sensor at a time",
  lead: "We design LoRaWAN sensors and run the platform behind them, so industrial teams can measure what matters anywhere, for years, on a single battery.",
};

/** Spec 2.4: the four statistics. */
export const aboutStats = [
  { value: "10M+", label: "Devices connected" },
  { value: "150+", label: "Countries" },
  { value: "99.99%", label: "Uptime SLA" },
  { value: "500+", label: "Enterprise customers" },
];

export const missionVision = [
  {
    title: "Our Mission",
    icon: "target" as IconName,
    text: "To make long-range, low-power sensing simple and dependable, so every operator can turn remote assets into live data without cabling, SIM cards or compromises.",
  },
  {
    title: "Our Vision",
    icon: "eye" as IconName,
    text: "A world where every pipe, field, machine and building reports its condition on its own, and decisions are made on measurements instead of guesses.",
  },
];

export const recognition = [
  { title: "LoRa Alliance Member", text: "Contributing member of the LoRa Alliance, with devices certified against the LoRaWAN specification." },
  { title: "Industrial IoT Award", text: "Recognised for the best long-range sensing platform in industrial deployments." },
  { title: "Security Certified", text: "Independently audited for SOC 2 Type II and ISO 27001." },
];

export const globalPresence = [
  { region: "North America", text: "Headquarters and network operations in San Francisco." },
  { region: "Europe", text: "Engineering and EU data residency." },
  { region: "Asia Pacific", text: "Regional support and partner network." },
];

/** Spec 2.4: the four values. */
export const values: { title: string; icon: IconName; text: string }[] = [
  { title: "Customer Success", icon: "users", text: "We measure ourselves by the uptime and savings of the people who deploy our sensors." },
  { title: "Innovation", icon: "lightbulb", text: "We push range, battery life and analytics further every release." },
  { title: "Security First", icon: "shieldCheck", text: "Encryption from the device to the dashboard, and audits to prove it." },
  { title: "Global Scale", icon: "globe", text: "One platform for a single pilot or millions of devices across continents." },
];

export interface ExploreLink extends NavLinkItem {
  description: string;
}

/**
 * The public pages neither the header nor the footer lists (spec 2.2 fixes those lists): the About
 * page links them, so a visitor reaches every page from the home page.
 */
export const exploreLinks: { heading: string; links: ExploreLink[] }[] = [
  {
    heading: "The platform",
    links: [networkServer, gatewayManagement, deviceRegistry, analytics].map((page) => ({ label: page.eyebrow, to: page.path, description: page.title })),
  },
  {
    heading: "More from us",
    links: [
      { label: "Solutions by industry", to: paths.solutions, description: "The industries we serve, what we deliver for each and the results" },
      { label: "Resources", to: paths.resources, description: "Documentation, developer tools, tutorials, case studies and webinars" },
      { label: "News", to: paths.news, description: "Product launches, case studies and company news" },
      { label: "Brand assets", to: paths.brand, description: "Our logo, colours and typography, and how to use them" },
    ],
  },
];
