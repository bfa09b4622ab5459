import { regionLabels, isRegion } from "@lorawan/contracts/deviceVocabulary";
import { sensorLabel } from "@lorawan/contracts/sensorLabels";
import type { PublicProduct } from "@lorawan/contracts/product";
import { standardSpecificationKeys } from "@lorawan/contracts/productTerms";
import { maxCompared } from "./compareList";
import { availabilityLabel } from "./availability";
import { formatPrice, priceOnRequest } from "./price";

/** The text of an id in /compare?ids=...: a product id's canonical decimal, as in /products/{id}. */
const idText = /^[1-9][0-9]{0,15}$/;

/**
 * The ids of /compare?ids=3,12,7: in order, once each, at most `maxCompared`. Anything that is not
 * an id is kept aside to be named on the page as skipped, with the ids beyond the limit.
 */
export function compareIdsFromQuery(value: string | null): { ids: number[]; notIds: string[]; beyondLimit: number[] } {
  const ids: number[] = [];
  const notIds: string[] = [];
  for (const part of (value ?? "").split(",")) {
    const text = part.trim();
    if (!text) continue;
    if (!idText.test(text)) notIds.push(text);
    else if (!ids.includes(Number(text))) ids.push(Number(text));
  }
  return { ids: ids.slice(0, maxCompared), notIds, beyondLimit: ids.slice(maxCompared) };
}

export type ComparedProduct = Pick<
  PublicProduct,
  | "id"
  | "name"
  | "manufacturer"
  | "model"
  | "category"
  | "price"
  | "currency"
  | "availability"
  | "regions"
  | "sensors"
  | "ipRating"
  | "range"
  | "batteryLife"
  | "dimensions"
  | "weight"
  | "powerRequirements"
  | "operatingTemp"
  | "connectivity"
  | "certifications"
  | "specifications"
>;

export interface ComparisonRow {
  label: string;
  /** One per product, in the columns' order; "—" where a product does not say. */
  values: string[];
  /** Whether the products differ on this row (always false with a single product). */
  differs: boolean;
}

const none = "—";
const list = (items: readonly string[]) => (items.length > 0 ? items.join(", ") : none);
const text = (value: string | null | undefined) => value?.trim() || none;
const regionList = (regions: readonly string[]) => list(regions.map((region) => (isRegion(region) ? `${region} (${regionLabels[region]})` : region)));

/** The fields every comparison shows first, in the order a buyer weighs them. */
const fieldRows: [label: string, value: (product: ComparedProduct) => string][] = [
  ["Manufacturer", (p) => p.manufacturer],
  ["Model", (p) => text(p.model)],
  ["Category", (p) => text(p.category)],
  ["Price", (p) => formatPrice(p.price, p.currency) ?? priceOnRequest],
  ["Availability", (p) => availabilityLabel(p.availability)],
  ["Regions", (p) => regionList(p.regions)],
  ["Sensors", (p) => list(p.sensors.map(sensorLabel))],
  ["IP rating", (p) => text(p.ipRating)],
  ["Range", (p) => text(p.range)],
  ["Battery life", (p) => text(p.batteryLife)],
  ["Dimensions", (p) => text(p.dimensions)],
  ["Weight", (p) => text(p.weight)],
  ["Power requirements", (p) => text(p.powerRequirements)],
  ["Operating temperature", (p) => text(p.operatingTemp)],
  ["Connectivity", (p) => list(p.connectivity)],
  ["Certifications", (p) => list(p.certifications)],
];

/** Spec 3.2: a standard key in the specifications map is the same fact as its field, shown above. */
const standardKeys = new Set(Object.keys(standardSpecificationKeys));

/**
 * Every row of the comparison: the fields above, then each specification key any of the products
 * has (in the order they first appear), with whether the products differ on it.
 */
export function comparisonRows(products: readonly ComparedProduct[]): ComparisonRow[] {
  const specificationKeys = [...new Set(products.flatMap((product) => Object.keys(product.specifications)))].filter((key) => !standardKeys.has(key));
  const rows: [string, (product: ComparedProduct) => string][] = [
    ...fieldRows,
    ...specificationKeys.map((key): [string, (product: ComparedProduct) => string] => [key, (p) => text(p.specifications[key])]),
  ];
  return rows.map(([label, valueOf]) => {
    const values = products.map(valueOf);
    return { label, values, differs: new Set(values).size > 1 };
  });
}
