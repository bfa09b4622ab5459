/**
 * What a buyer asks of a LoRaWAN device first (issue 22): which frequency plans it runs on, what it
 * measures, how well it is sealed. The vocabularies are the LoRaWAN Device Repository's (The Things
 * Network's `vendor/<vendor>/<device>.yaml` definitions), so its definitions import as they are and
 * a buyer meets the names the field uses. Plain constants (no zod): the marketplace's island filters
 * by them in the browser. The input schemas are in product.ts.
 */

/** The Device Repository's region ids (the keys of a firmware version's `profiles`), in its order. */
export const lorawanRegions = [
  "EU863-870",
  "US902-928",
  "AU915-928",
  "AS923",
  "KR920-923",
  "IN865-867",
  "CN470-510",
  "RU864-870",
  "EU433",
  "CN779-787",
] as const;
export type LorawanRegion = (typeof lorawanRegions)[number];

/** Where each frequency plan is used, for buyers who know their country better than its band. */
export const regionLabels: Record<LorawanRegion, string> = {
  "EU863-870": "Europe",
  "US902-928": "North America",
  "AU915-928": "Australia and South America",
  AS923: "Asia-Pacific",
  "KR920-923": "South Korea",
  "IN865-867": "India",
  "CN470-510": "China",
  "RU864-870": "Russia",
  EU433: "Europe (433 MHz)",
  "CN779-787": "China (779 MHz)",
};

/** The Device Repository's sensor vocabulary (its `sensors` key), alphabetical as it lists them. */
export const sensorTypes = [
  "4-20 ma",
  "accelerometer",
  "altitude",
  "analog input",
  "auxiliary",
  "barometer",
  "battery",
  "button",
  "bvoc",
  "co",
  "co2",
  "conductivity",
  "current",
  "digital input",
  "digital output",
  "dissolved oxygen",
  "distance",
  "dust",
  "energy",
  "gps",
  "gyroscope",
  "h2s",
  "hall effect",
  "humidity",
  "iaq",
  "infrared",
  "leaf wetness",
  "level",
  "light",
  "lightning",
  "link",
  "magnetometer",
  "moisture",
  "motion",
  "nfc",
  "no",
  "no2",
  "o3",
  "occupancy",
  "optical meter",
  "particulate matter",
  "ph",
  "pir",
  "pm2.5",
  "pm10",
  "potentiometer",
  "power",
  "precipitation",
  "pressure",
  "proximity",
  "pulse count",
  "pulse frequency",
  "radar",
  "rainfall",
  "reed switch",
  "rssi",
  "sap flow",
  "smart valve",
  "smoke",
  "snr",
  "so2",
  "solar radiation",
  "sound",
  "strain",
  "surface temperature",
  "switch",
  "temperature",
  "tilt",
  "time",
  "turbidity",
  "tvoc",
  "uv",
  "vapor pressure",
  "velocity",
  "vibration",
  "voltage",
  "water potential",
  "water",
  "weight",
  "wifi ssid",
  "wind direction",
  "wind speed",
] as const;
export type SensorType = (typeof sensorTypes)[number];

/** An IP code as IEC 60529 writes it for solids and liquids: IP and two digits (IP67). */
export const ipRatingPattern = /^IP[0-9]{2}$/;

/** The IP codes the admin's picker offers: solids 0-6, liquids 0-9 (IEC 60529). */
export const ipRatingChoices = Array.from({ length: 7 }, (_, solids) => Array.from({ length: 10 }, (_, liquids) => `IP${solids}${liquids}`)).flat();

/** Stored lists read back: entries outside the vocabulary (older or hand-edited documents) are dropped. */
export const knownRegions = (value: unknown): LorawanRegion[] => (Array.isArray(value) ? lorawanRegions.filter((region) => value.includes(region)) : []);
export const knownSensors = (value: unknown): SensorType[] => (Array.isArray(value) ? sensorTypes.filter((sensor) => value.includes(sensor)) : []);
export const storedIpRating = (value: unknown): string | null => (typeof value === "string" && ipRatingPattern.test(value) ? value : null);

export const isRegion = (value: string): value is LorawanRegion => (lorawanRegions as readonly string[]).includes(value);
export const isSensor = (value: string): value is SensorType => (sensorTypes as readonly string[]).includes(value);
