// The bench's catalogue: deterministic products shaped like the public read (spec 3.2), for the
// in-browser filter/sort timing (5,000) and for topping the bench stack up to 1,000 products.
// Pure: it is also bundled into the browser page that times filter and sort.
import { lorawanRegions, sensorTypes } from "@lorawan/contracts/deviceVocabulary";
import type { PublicProduct } from "@lorawan/contracts/product";

const categories = [
  "Temperature & Humidity",
  "Air Quality",
  "Water & Level",
  "Soil & Agriculture",
  "Asset Tracking",
  "Energy Metering",
  "Gateways",
  "Vibration & Industrial",
];
const makers = ["Kelvra", "Airvane", "Hydrolyne", "Terrafield", "Corvane", "Ohmbridge", "Stellwave", "Halvern"];
const words = ["sensor", "probe", "gateway", "tracker", "meter", "monitor", "industrial", "outdoor", "indoor", "battery", "LoRaWAN", "IP67", "wireless"];

/**
 * `count` pseudo-random products (same list for the same count and first id). The names carry the
 * id and the random sequence starts from it, so two top-ups of one catalogue add different products.
 */
export function generateProducts(count: number, firstId = 1): PublicProduct[] {
  let seed = 41 + firstId;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const base = Date.parse("2024-01-01T00:00:00Z");
  return Array.from({ length: count }, (_, i) => {
    const at = new Date(base + Math.floor(random() * 365 * 86400000)).toISOString();
    return {
      id: firstId + i,
      name: `${pick(words)} ${pick(words)} ${String.fromCharCode(65 + (i % 26))}-${firstId - 1 + i}`,
      manufacturer: pick(makers),
      model: random() < 0.8 ? `M-${i}` : null,
      category: random() < 0.95 ? pick(categories) : null,
      categoryId: null,
      description: Array.from({ length: 25 }, () => pick(words)).join(" "),
      shortDescription: null,
      price: random() < 0.9 ? (random() * 2000).toFixed(2) : null,
      currency: "USD",
      image: null,
      imageGallery: [],
      specifications: { Range: "15 km", Battery: "10 years" },
      features: ["IP67", "OTA updates"],
      tags: [],
      connectivity: ["LoRaWAN"],
      certifications: ["CE"],
      dimensions: null,
      weight: null,
      powerRequirements: null,
      operatingTemp: null,
      datasheet: null,
      website: null,
      availability: "Available",
      minOrderQty: 1,
      leadTime: null,
      isFeatured: false,
      sortOrder: 0,
      seoTitle: null,
      seoDescription: null,
      lorawan: true,
      range: null,
      batteryLife: null,
      regions: lorawanRegions.filter(() => random() < 0.4),
      sensors: sensorTypes.filter(() => random() < 0.04),
      ipRating: random() < 0.8 ? pick(["IP54", "IP65", "IP66", "IP67", "IP68"]) : null,
      secondIpRating: null,
      whereToBuy: [],
      videos: [],
      documents: [],
      prices: [],
      createdAt: at,
      updatedAt: at,
    };
  });
}
