import type { IconName } from "~/components/icons";
import { paths } from "@lorawan/contracts/paths";
import { claims } from "./claims";
import type { Cta, Feature } from "./platform";

export interface SolutionPage {
  path: string;
  seo: { title: string; description: string };
  eyebrow: string;
  title: string;
  lead: string;
  /** Base name of the generated hero art in /images (webp + jpg). */
  heroImage: string;
  heroAlt: string;
  ctas: Cta[];
  /** Spec 2.11: result percentages. */
  results: { value: string; label: string }[];
  /** Spec 2.11: a six-item feature grid. */
  features: Feature[];
}

// Spec 2.11 leaves these buttons without targets: demos and trials start at the contact form,
// and a buyer comparing costs expects the pricing page.
const requestDemo: Cta = { label: "Request Demo", to: paths.contact };
const viewPricing: Cta = { label: "View Pricing", to: paths.pricing, variant: "outline" };

export const industrialIot: SolutionPage = {
  path: paths.solution.industrialIot,
  seo: {
    title: "Smart Manufacturing with LoRaWAN | Predictive maintenance",
    description: "Wireless condition monitoring for factories: vibration, temperature and energy sensors that cut unplanned downtime, installed without cabling.",
  },
  eyebrow: "Smart Manufacturing",
  title: "Predictive maintenance without pulling a single cable",
  lead: "Retrofit every motor, pump and compressor with wireless sensors and see failures coming weeks ahead.",
  heroImage: "hero-industrial",
  heroAlt: "Production line with wireless vibration sensors on motors",
  ctas: [requestDemo, viewPricing],
  results: [
    { value: "30%", label: "Less unplanned downtime" },
    { value: "25%", label: "Lower maintenance cost" },
    { value: "20%", label: "Energy saved" },
  ],
  features: [
    { title: "Vibration Analysis", description: "Detect imbalance, misalignment and bearing wear early.", icon: "activity" },
    { title: "Temperature Monitoring", description: `Probes rated ${claims.operatingTemp} for motors and ovens.`, icon: "thermometer" },
    { title: "Energy Metering", description: "Consumption per machine, line and shift.", icon: "zap" },
    { title: "OEE Dashboards", description: "Availability, performance and quality at a glance.", icon: "chart" },
    { title: "Alarm Routing", description: "The right technician is alerted by SMS or email.", icon: "bell" },
    { title: "Deep Indoor Coverage", description: "LoRa penetrates steel and concrete where Wi-Fi fails.", icon: "radio" },
  ],
};

export const assetTracking: SolutionPage = {
  path: paths.solution.assetTracking,
  seo: {
    title: "LoRaWAN Asset Tracking | Locate equipment, vehicles and containers",
    description: "Battery-powered LoRaWAN trackers that locate equipment, containers and vehicles across sites for years, with geofences and condition logging.",
  },
  eyebrow: "Asset Tracking",
  title: "Know where every asset is, for years on one battery",
  lead: "GPS and LoRa geolocation trackers for equipment, containers and vehicles, indoors and out.",
  heroImage: "hero-asset-tracking",
  heroAlt: "Map with tracked containers and vehicles moving between sites",
  ctas: [requestDemo, viewPricing],
  results: [
    { value: "25%", label: "Fewer lost assets" },
    { value: "35%", label: "Faster yard operations" },
    { value: "40%", label: "Better asset utilisation" },
  ],
  features: [
    { title: "GPS and LoRa Geolocation", description: "Outdoor GPS fixes and gateway-based positioning.", icon: "mapPin" },
    { title: "Geofencing", description: "Alerts when an asset enters or leaves a zone.", icon: "target" },
    { title: "Condition Logging", description: "Temperature, shock and tilt along the route.", icon: "thermometer" },
    { title: "Long Battery Life", description: `${claims.batteryLife} with smart reporting.`, icon: "battery" },
    { title: "Motion Detection", description: "Report only when the asset moves.", icon: "activity" },
    { title: "Fleet Dashboard", description: "Every asset on one live map.", icon: "globe" },
  ],
};

/** Spec 2.11: asset tracking's industry applications. */
export const assetTrackingApplications = [
  { title: "Logistics", description: "Containers, pallets and roll cages across hubs." },
  { title: "Construction", description: "Tools, generators and machines across sites." },
  { title: "Healthcare", description: "Wheelchairs, pumps and beds across wards." },
  { title: "Rental Fleets", description: "Equipment utilisation and theft recovery." },
];

/** Spec 2.11: asset tracking's specifications. */
export const assetTrackerSpecs = [
  { label: "Range", value: `${claims.rangeRural}, ${claims.rangeUrban}` },
  { label: "Battery life", value: claims.batteryLife },
  { label: "Location accuracy", value: "GPS under 5 m; LoRa geolocation 20-200 m" },
  { label: "Protection", value: claims.protection },
  { label: "Operating temperature", value: claims.operatingTemp },
  { label: "Security", value: claims.deviceEncryption },
];

export const smartAgriculture: SolutionPage = {
  path: paths.solution.smartAgriculture,
  seo: {
    title: "Smart Agriculture with LoRaWAN | Soil moisture and weather sensors",
    description: "Soil moisture, weather and tank sensors that reach fields kilometres away: irrigate by data, save water and protect yields.",
  },
  eyebrow: "Smart Agriculture",
  title: "Irrigate by measurement, across every field",
  lead: "Soil, weather and water data from fields kilometres from the farmhouse, on sensors that run for years.",
  heroImage: "hero-agriculture",
  heroAlt: "Crop field at dawn with soil moisture probes and a weather station",
  ctas: [requestDemo, viewPricing],
  results: [
    { value: "30%", label: "Water savings" },
    { value: "15%", label: "Higher yields" },
    { value: "50%", label: "Fewer field visits" },
  ],
  features: [
    { title: "Soil Moisture Profiles", description: "Moisture and temperature at several depths.", icon: "droplet" },
    { title: "Weather Stations", description: "Rain, wind, temperature and humidity per field.", icon: "cloud" },
    { title: "Irrigation Control", description: "Open valves and start pumps remotely.", icon: "settings" },
    { title: "Frost Alerts", description: "Warnings in time to protect the crop.", icon: "bell" },
    { title: "Tank and Trough Levels", description: "Never run dry, never drive out to check.", icon: "gauge" },
    { title: "Long Range", description: `Coverage ${claims.rangeRural} from one gateway.`, icon: "radio" },
  ],
};

export const smartCities: SolutionPage = {
  path: paths.solution.smartCities,
  seo: {
    title: "Smart Cities with LoRaWAN | Parking, lighting, waste and air quality",
    description: "One LoRaWAN network for a whole city: smart parking, waste bin levels, street lighting, air quality and water metering.",
  },
  eyebrow: "Smart Cities",
  title: "One network for the whole city",
  lead: "Parking, lighting, waste, air and water on a single shared LoRaWAN infrastructure.",
  heroImage: "hero-smart-cities",
  heroAlt: "City skyline with connected street lights, bins and parking sensors",
  ctas: [requestDemo, viewPricing],
  results: [
    { value: "40%", label: "Fewer waste collection trips" },
    { value: "30%", label: "Lower lighting energy" },
    { value: "20%", label: "Less time searching for parking" },
  ],
  features: [
    { title: "Smart Parking", description: "Bay occupancy for guidance and enforcement.", icon: "mapPin" },
    { title: "Waste Management", description: "Collect bins when they are full, not on schedule.", icon: "truck" },
    { title: "Street Lighting", description: "Dimming and fault reports per lamp.", icon: "lightbulb" },
    { title: "Air Quality", description: "PM2.5, NO2 and noise across districts.", icon: "wind" },
    { title: "Water Metering", description: "Automated readings and leak detection.", icon: "droplet" },
    { title: "Open Data", description: "Publish city data to citizens and partners.", icon: "globe" },
  ],
};

export const energyUtilities: SolutionPage = {
  path: paths.solution.energyUtilities,
  seo: {
    title: "Energy & Utilities with LoRaWAN | Smart metering and grid monitoring",
    description: "LoRaWAN metering and grid monitoring for electricity, gas and water utilities: automated readings, outage detection and deep indoor coverage.",
  },
  eyebrow: "Energy & Utilities",
  title: "Smart metering and grid monitoring at utility scale",
  lead: "Read every meter, watch every substation and find every leak over one secure, long-range network.",
  heroImage: "hero-energy",
  heroAlt: "Power lines and a substation with connected monitoring sensors",
  ctas: [requestDemo, viewPricing],
  results: [
    { value: "95%", label: "Fewer manual readings" },
    { value: "20%", label: "Less water lost" },
    { value: "35%", label: "Faster outage response" },
  ],
  features: [
    { title: "Automated Meter Reading", description: "Electricity, gas, water and heat meters.", icon: "gauge" },
    { title: "Grid Monitoring", description: "Transformer and substation health.", icon: "zap" },
    { title: "Leak Detection", description: "Acoustic and pressure sensing in the network.", icon: "droplet" },
    { title: "Outage Alerts", description: "Last-gasp messages pinpoint failures.", icon: "bell" },
    { title: "Deep Indoor Coverage", description: "Reaches meters in basements and pits.", icon: "radio" },
    { title: "Secure by Design", description: `${claims.deviceEncryption} on the air, ${claims.dataEncryption} at rest.`, icon: "lock" },
  ],
};

/** Spec 2.11: energy's spec list. */
export const energySpecs = [
  { label: "Range", value: `${claims.rangeRural}, ${claims.rangeUrban}` },
  { label: "Battery life", value: claims.batteryLife },
  { label: "Capacity", value: `${claims.sensorsPerGateway} sensors per gateway` },
  { label: "Protection", value: claims.protection },
  { label: "Operating temperature", value: claims.operatingTemp },
  { label: "Encryption", value: `${claims.deviceEncryption} device protocol, ${claims.dataEncryption} data` },
];

/** Spec 2.11: energy's four applications. */
export const energyApplications: { title: string; description: string; icon: IconName }[] = [
  { title: "Electricity", description: "Smart meters, transformer monitoring and outage detection.", icon: "zap" },
  { title: "Gas", description: "Meter reading and pressure monitoring in the network.", icon: "gauge" },
  { title: "Water", description: "Meter reading, leak detection and reservoir levels.", icon: "droplet" },
  { title: "Renewables", description: "Solar and wind farm performance and condition.", icon: "leaf" },
];

/** Spec 2.11: energy's headline stats. */
export const energyStats = [
  { value: "2M+", label: "Meters connected" },
  { value: claims.uptimeSlaBody, label: "Network uptime" },
  { value: claims.sensorsPerGateway, label: "Sensors per gateway" },
  { value: `${claims.rangeKm} km`, label: "Range" },
];

export const indoorAirQuality: SolutionPage = {
  path: paths.solution.indoorAirQuality,
  seo: {
    title: "Environmental Monitoring | Indoor air quality with LoRaWAN",
    description: "CO2, VOC, PM2.5, temperature, humidity and pressure sensors that report every 15 minutes for healthier buildings and lower energy bills.",
  },
  eyebrow: "Environmental Monitoring",
  title: "Healthier air in every room you manage",
  lead: `CO2, VOC, particulates and climate, measured at a ${claims.airQualityInterval} interval in every room, on sensors that need no wiring.`,
  heroImage: "hero-air-quality",
  heroAlt: "Office interior with a wall-mounted air quality sensor",
  ctas: [requestDemo, viewPricing],
  results: [
    { value: "25%", label: "Lower HVAC energy" },
    { value: "15%", label: "Higher productivity" },
    { value: "60%", label: "Fewer comfort complaints" },
  ],
  features: [
    { title: "Six Parameters", description: "CO2, VOC, PM2.5, temperature, humidity and pressure.", icon: "wind" },
    { title: "15-Minute Data", description: `Readings at a ${claims.airQualityInterval} interval.`, icon: "clock" },
    { title: "Wireless Install", description: "Battery powered; mounted in minutes.", icon: "battery" },
    { title: "Threshold Alerts", description: "Ventilate before CO2 gets too high.", icon: "bell" },
    { title: "Compliance Reports", description: "Evidence for WELL, RESET and local rules.", icon: "shieldCheck" },
    { title: "HVAC Integration", description: "Drive ventilation from real demand.", icon: "settings" },
  ],
};

/** Spec 2.11: the air-quality sensor table. */
export const airQualitySensors = [
  { parameter: "CO2", range: "400-5000 ppm", accuracy: "±(30 ppm + 3%)", healthImpact: "High levels cause drowsiness and poor concentration" },
  { parameter: "VOC", range: "0-60000 ppb", accuracy: "±15%", healthImpact: "Irritates eyes and airways; some compounds are toxic" },
  { parameter: "PM2.5", range: "0-500 µg/m³", accuracy: "±10 µg/m³", healthImpact: "Fine particles reach deep into the lungs" },
  { parameter: "Temperature", range: claims.operatingTemp, accuracy: "±0.2°C", healthImpact: "Affects comfort and productivity" },
  { parameter: "Humidity", range: "0-100%", accuracy: "±2% RH", healthImpact: "Too dry or too damp encourages viruses and mould" },
  { parameter: "Pressure", range: "300-1100 hPa", accuracy: "±1 hPa", healthImpact: "Tracks ventilation balance and weather effects" },
];
