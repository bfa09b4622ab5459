import { paths } from "@lorawan/contracts/paths";
import type { IconName } from "~/components/icons";

export interface IndustryCard {
  title: string;
  icon: IconName;
  description: string;
  features: string[];
  results: string[];
  /** The detailed solution page, when there is one. */
  href?: string;
}


/** Spec 2.6: the six industry cards of /solutions. */
export const industryCards: IndustryCard[] = [
  {
    title: "Smart Manufacturing",
    icon: "factory",
    description: "Condition monitoring and predictive maintenance for production lines.",
    features: ["Vibration and temperature monitoring", "Energy metering per machine", "OEE dashboards"],
    results: ["30% less unplanned downtime", "25% lower maintenance cost"],
    href: paths.solution.industrialIot,
  },
  {
    title: "Smart Cities",
    icon: "building",
    description: "Shared infrastructure for parking, lighting, waste and air quality.",
    features: ["Smart parking", "Waste bin fill levels", "Street lighting control"],
    results: ["40% fewer waste collection trips", "30% lower lighting energy"],
    href: paths.solution.smartCities,
  },
  {
    title: "Precision Agriculture",
    icon: "sprout",
    description: "Field-level data for irrigation, frost protection and yield.",
    features: ["Soil moisture at several depths", "Micro-climate weather stations", "Irrigation control"],
    results: ["30% water savings", "15% higher yields"],
    href: paths.solution.smartAgriculture,
  },
  {
    title: "Healthcare & Medical",
    icon: "hospital",
    description: "Cold chain, environment and asset monitoring for hospitals and labs.",
    features: ["Vaccine and sample fridge monitoring", "Equipment location", "Indoor air quality"],
    results: ["Zero undetected cold-chain breaks", "20% less time searching for equipment"],
  },
  {
    title: "Energy & Utilities",
    icon: "zap",
    description: "Metering and grid monitoring for electricity, gas and water networks.",
    features: ["Automated meter reading", "Substation monitoring", "Leak and outage detection"],
    results: ["95% fewer manual readings", "20% less water lost"],
    href: paths.solution.energyUtilities,
  },
  {
    title: "Logistics & Supply Chain",
    icon: "truck",
    description: "Track assets and conditions across yards, warehouses and routes.",
    features: ["Container and pallet tracking", "Temperature and shock logging", "Geofence alerts"],
    results: ["25% fewer lost assets", "35% faster yard operations"],
    href: paths.solution.assetTracking,
  },
];
