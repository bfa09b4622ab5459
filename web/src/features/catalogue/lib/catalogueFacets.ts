import { ipRatingChoices, ipRatingPattern, isRegion, isSensor, lorawanRegions, regionLabels, sensorTypes } from "@lorawan/contracts/deviceVocabulary";

/** What a buyer chose in each facet (issue 22); an empty list means no choice, every product passes. */
export interface FacetSelection {
  regions: string[];
  sensors: string[];
  ipRatings: string[];
}
export type FacetKey = keyof FacetSelection;

/** A product's facet fields (PublicProduct's, read as plain text). */
export interface Faceted {
  regions?: readonly string[];
  sensors?: readonly string[];
  ipRating?: string | null;
}

export interface Facet {
  key: FacetKey;
  /** The repeatable URL query parameter: /marketplace?region=EU863-870&region=AS923&sensor=co2&ip=IP67 */
  param: string;
  label: string;
  /** Every value the facet can take, in the order its options are listed. */
  vocabulary: readonly string[];
  /** A product's values for this facet. */
  valuesOf: (product: Faceted) => readonly string[];
  optionLabel: (value: string) => string;
  /** The address's values, in the vocabulary's spelling; values it does not know are ignored. */
  fromParams: (values: string[]) => string[];
}

const known = (isKnown: (value: string) => boolean, spelling: (value: string) => string) => (values: string[]) => [
  ...new Set(values.map((value) => spelling(value.trim())).filter(isKnown)),
];

export const facets: readonly Facet[] = [
  {
    key: "regions",
    param: "region",
    label: "Region / frequency plan",
    vocabulary: lorawanRegions,
    valuesOf: (product) => product.regions ?? [],
    optionLabel: (value) => (isRegion(value) ? `${value} · ${regionLabels[value]}` : value),
    fromParams: known(isRegion, (value) => value.toUpperCase()),
  },
  {
    key: "sensors",
    param: "sensor",
    label: "Sensor type",
    vocabulary: sensorTypes,
    valuesOf: (product) => product.sensors ?? [],
    optionLabel: (value) => value,
    fromParams: known(isSensor, (value) => value.toLowerCase()),
  },
  {
    key: "ipRatings",
    param: "ip",
    label: "IP rating",
    vocabulary: ipRatingChoices,
    valuesOf: (product) => (product.ipRating ? [product.ipRating] : []),
    optionLabel: (value) => value,
    fromParams: known(
      (value) => ipRatingPattern.test(value),
      (value) => value.toUpperCase(),
    ),
  },
];

/** Whether a product passes a facet's choice (any one of the chosen values; no choice passes all). */
const passes = (facet: Facet, product: Faceted, chosen: readonly string[] = []) =>
  chosen.length === 0 || facet.valuesOf(product).some((value) => chosen.includes(value));

/** AND across facets, OR within one (issue 22). */
export const passesFacets = (product: Faceted, selection: Partial<FacetSelection>) => facets.every((facet) => passes(facet, product, selection[facet.key]));

export interface FacetOption {
  value: string;
  label: string;
  /** How many products the list would show with this option chosen as well (the other facets' choices kept). */
  count: number;
  chosen: boolean;
}

/**
 * Each facet's options: the values the catalogue uses (so a facet offers no dead ends nobody can
 * reach), in the vocabulary's order, with how many of `matching` (the products the search and
 * category leave) have that value and pass every other facet's choice. A value chosen in the
 * address but in no product is listed too, so it can be unchosen.
 */
export function facetOptions(
  catalogue: readonly Faceted[],
  matching: readonly Faceted[],
  selection: FacetSelection,
): { facet: Facet; options: FacetOption[] }[] {
  return facets.map((facet) => {
    const others = facets.filter((other) => other !== facet);
    const inUse = new Set<string>(selection[facet.key]);
    for (const product of catalogue) for (const value of facet.valuesOf(product)) inUse.add(value);
    const counts = new Map<string, number>();
    for (const product of matching) {
      if (!others.every((other) => passes(other, product, selection[other.key]))) continue;
      for (const value of facet.valuesOf(product)) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    const options = facet.vocabulary
      .filter((value) => inUse.has(value))
      .map((value) => ({ value, label: facet.optionLabel(value), count: counts.get(value) ?? 0, chosen: selection[facet.key].includes(value) }));
    return { facet, options };
  });
}

/** How many choices the facets hold (the folded panel's button says it). */
export const chosenCount = (selection: FacetSelection) => facets.reduce((sum, facet) => sum + selection[facet.key].length, 0);
