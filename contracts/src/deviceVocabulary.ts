/**
 * What a buyer asks of a LoRaWAN device first (issue 22): which frequency plans it runs on, what it
 * measures, how well it is sealed. The vocabularies are the LoRaWAN Device Repository's (The Things
 * Network's `vendor/<vendor>/<device>.yaml` definitions), so its definitions import as they are and
 * a buyer meets the names the field uses. Plain constants (no zod): the marketplace's island filters
 * by them in the browser. The input schemas are in product.ts.
 */

/**
 * The Device Repository's 18 region ids (its schema.json `region` enum, the keys of a firmware
 * version's `profiles`), the common plans first; each AS923 group and CN470 variant after its base.
 */
export const lorawanRegions = [
  "EU863-870",
  "US902-928",
  "AU915-928",
  "AS923",
  "AS923-2",
  "AS923-3",
  "AS923-4",
  "KR920-923",
  "IN865-867",
  "CN470-510",
  "CN470-510-20-A",
  "CN470-510-20-B",
  "CN470-510-26-A",
  "CN470-510-26-B",
  "RU864-870",
  "EU433",
  "CN779-787",
  "ISM2400",
] as const;
export type LorawanRegion = (typeof lorawanRegions)[number];

/** Where each frequency plan is used, for buyers who know their country better than its band. */
export const regionLabels: Record<LorawanRegion, string> = {
  "EU863-870": "Europe",
  "US902-928": "North America",
  "AU915-928": "Australia and South America",
  AS923: "Asia-Pacific",
  "AS923-2": "Asia-Pacific, group 2 (Vietnam, Indonesia)",
  "AS923-3": "Asia-Pacific, group 3 (Philippines)",
  "AS923-4": "Asia-Pacific, group 4 (Israel)",
  "KR920-923": "South Korea",
  "IN865-867": "India",
  "CN470-510": "China",
  "CN470-510-20-A": "China (20 MHz antenna, type A)",
  "CN470-510-20-B": "China (20 MHz antenna, type B)",
  "CN470-510-26-A": "China (26 MHz antenna, type A)",
  "CN470-510-26-B": "China (26 MHz antenna, type B)",
  "RU864-870": "Russia",
  EU433: "Europe (433 MHz)",
  "CN779-787": "China (779 MHz)",
  ISM2400: "Worldwide (2.4 GHz)",
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

/**
 * An IP code as the Device Repository's schema.json `ipCode` pattern accepts it (IEC 60529): IP,
 * solids X or 0-6, liquids X or 0-9, then the optional letters K (IP69K), C, D, f, H, M, S, W.
 * IPX7 (liquids only), IP4X (solids only) and IP69K are codes; IP99 is not.
 */
export const ipRatingPattern = /^IP[X0-6][X0-9]K?C?D?f?H?M?S?W?$/;

/** An IP code in the schema's spelling: "ip67" becomes "IP67"; null when it is not an IP code. */
export function ipCodeOf(value: string): string | null {
  const text = value.trim();
  if (ipRatingPattern.test(text)) return text;
  const upper = text.toUpperCase();
  return ipRatingPattern.test(upper) ? upper : null;
}

const ipDigits = (max: number) => ["X", ...Array.from({ length: max + 1 }, (_, n) => String(n))];

/**
 * The IP codes the admin's picker offers and the marketplace lists, in this order: solids X, 0-6
 * by liquids X, 0-9 (IPXX is no code), with IP69K after IP69. Other codes the pattern accepts
 * (IP67M) are kept and shown where they occur.
 */
export const ipRatingChoices = ipDigits(6)
  .flatMap((solids) => ipDigits(9).map((liquids) => `IP${solids}${liquids}`))
  .filter((code) => code !== "IPXX")
  .flatMap((code) => (code === "IP69" ? [code, "IP69K"] : [code]));

/** Stored lists read back: entries outside the vocabulary (older or hand-edited documents) are dropped. */
export const knownRegions = (value: unknown): LorawanRegion[] => (Array.isArray(value) ? lorawanRegions.filter((region) => value.includes(region)) : []);
export const knownSensors = (value: unknown): SensorType[] => (Array.isArray(value) ? sensorTypes.filter((sensor) => value.includes(sensor)) : []);
export const storedIpRating = (value: unknown): string | null => (typeof value === "string" && ipRatingPattern.test(value) ? value : null);

export const isRegion = (value: string): value is LorawanRegion => (lorawanRegions as readonly string[]).includes(value);
export const isSensor = (value: string): value is SensorType => (sensorTypes as readonly string[]).includes(value);
