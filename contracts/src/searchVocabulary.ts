import type { SensorType } from "./deviceVocabulary.js";

/**
 * What buyers call the things the LoRaWAN Device Repository's sensor list names (issue 46): a buyer
 * types "motion detector" or "people counter" where a definition says `pir` or `occupancy`, "tank
 * level" where it says `level` or `distance`. The marketplace's search reads a query's phrases
 * through this table (web/src/features/catalogue/lib/catalogueSearch.ts): a phrase finds the
 * products that carry one of its sensors, or that say the phrase in their own words.
 *
 * Data, not code: add a phrase where buyers' words and the repository's differ. Phrases are lower
 * case; a longer phrase is read before a shorter one it contains ("water leak" before "water").
 */
export interface SearchConcept {
  /** The words buyers use for it. */
  phrases: readonly string[];
  /** The Device Repository's sensor types a product carries to be what the phrase means. */
  sensors: readonly SensorType[];
}

export const searchConcepts: readonly SearchConcept[] = [
  {
    phrases: ["air quality", "indoor air quality", "indoor air", "air quality monitor", "air pollution", "air sensor"],
    sensors: ["co2", "tvoc", "bvoc", "iaq", "pm2.5", "pm10", "particulate matter", "dust", "co", "no2", "o3", "so2", "h2s"],
  },
  {
    phrases: [
      "motion",
      "motion detector",
      "motion sensor",
      "movement",
      "people",
      "people counter",
      "people counting",
      "presence",
      "presence detector",
      "occupancy",
      "pir",
    ],
    sensors: ["pir", "motion", "occupancy"],
  },
  {
    phrases: ["tank level", "water level", "liquid level", "fill level", "bin level", "level sensor", "tank", "silo", "waste bin"],
    sensors: ["level", "distance"],
  },
  { phrases: ["leak", "leakage", "water leak", "leak detector", "flood", "flood sensor"], sensors: ["water"] },
  {
    phrases: ["energy meter", "power meter", "electricity meter", "electric meter", "kwh meter", "energy monitor", "power monitor"],
    sensors: ["energy", "power"],
  },
  { phrases: ["rain gauge", "rain", "rain sensor", "rainfall", "precipitation"], sensors: ["rainfall", "precipitation"] },
  { phrases: ["gps tracker", "asset tracker", "tracker", "gps", "tracking", "location tracker"], sensors: ["gps"] },
  { phrases: ["noise", "noise sensor", "sound level", "decibel"], sensors: ["sound"] },
  { phrases: ["door sensor", "window sensor", "door contact", "magnetic contact", "open close"], sensors: ["reed switch", "magnetometer", "hall effect"] },
  { phrases: ["weather station", "wind"], sensors: ["wind speed", "wind direction"] },
  { phrases: ["particulate", "particulate matter", "fine dust"], sensors: ["pm2.5", "pm10", "particulate matter", "dust"] },
  { phrases: ["soil moisture", "soil"], sensors: ["moisture", "water potential", "conductivity"] },
  { phrases: ["panic button", "sos button", "emergency button", "push button"], sensors: ["button"] },
  { phrases: ["pulse counter", "pulse", "water meter", "gas meter"], sensors: ["pulse count", "pulse frequency"] },
];

/**
 * Words a query leaves out when it has others: every product in this catalogue is a LoRaWAN sensor
 * or device, so "temperature sensor" means "temperature".
 */
export const searchFillerWords: readonly string[] = [
  "a",
  "an",
  "the",
  "and",
  "or",
  "for",
  "with",
  "of",
  "in",
  "lorawan",
  "lora",
  "sensor",
  "sensors",
  "device",
  "devices",
  "detector",
  "monitor",
  "monitoring",
];
