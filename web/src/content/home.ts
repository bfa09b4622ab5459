import { claims } from "./claims";

/** Spec 2.3: the capability chips. */
export const capabilities = ["Temperature", "Humidity", "Pressure", "Water Level", "Soil Moisture", "Air Quality"];

export const homeHero = {
  title: `Industrial LoRaWAN sensors that reach ${claims.rangeKm} km and last ${claims.batteryYears} years`,
  lead: `${claims.protection} devices for monitoring plants, fields, pipes and buildings, with the network and platform to run them.`,
};

export interface ApplicationTile {
  title: string;
  caption: string;
  /** Base name of the generated art in /images (webp + jpg). */
  image: string;
  alt: string;
}

/** Spec 2.3: four application image tiles. */
export const applicationTiles: ApplicationTile[] = [
  { title: "Industrial Monitoring", caption: "Machines, tanks and lines", image: "tile-industrial", alt: "Factory floor with sensors reporting machine temperature and vibration" },
  { title: "Smart Agriculture", caption: "Soil, weather and irrigation", image: "tile-agriculture", alt: "Crop field with soil moisture probes and a weather station" },
  { title: "Water Management", caption: "Levels, flow and leaks", image: "tile-water", alt: "Water tower and pipeline fitted with level and pressure sensors" },
  { title: "Building Automation", caption: "Comfort, air and energy", image: "tile-building", alt: "Office building with indoor air quality and occupancy sensors" },
];

export interface IndustryBlock {
  title: string;
  description: string;
  sensors: string[];
  benefits: string[];
}

/** Spec 2.3: Real-World Applications, four industry blocks. */
export const industryBlocks: IndustryBlock[] = [
  {
    title: "Industrial Monitoring",
    description: "Catch failing bearings, overheating motors and leaking lines before they stop production.",
    sensors: ["Vibration sensors", "Temperature probes", "Pressure transmitters", "Current clamps"],
    benefits: ["Predictive maintenance instead of breakdowns", "Fewer manual inspection rounds", "Retrofit without new cabling"],
  },
  {
    title: "Smart Agriculture",
    description: "Irrigate by measurement, not by calendar, across fields kilometres from the farmhouse.",
    sensors: ["Soil moisture probes", "Weather stations", "Leaf wetness sensors", "Tank level sensors"],
    benefits: ["Less water and fertiliser per hectare", `Coverage ${claims.rangeRural}`, "Frost and disease alerts in time"],
  },
  {
    title: "Water Management",
    description: "Watch reservoirs, pumping stations and distribution networks from one dashboard.",
    sensors: ["Water level sensors", "Flow meters", "Pressure loggers", "Leak detectors"],
    benefits: ["Find leaks days earlier", "Remote readings from underground pits", "Regulatory reporting from the same data"],
  },
  {
    title: "Building Automation",
    description: "Run ventilation, heating and cleaning on real occupancy and air quality.",
    sensors: ["CO2 and air quality sensors", "Occupancy sensors", "Temperature and humidity sensors", "Door and window contacts"],
    benefits: ["Lower energy bills", "Healthier indoor air", `Battery-powered for ${claims.batteryLife}`],
  },
];
