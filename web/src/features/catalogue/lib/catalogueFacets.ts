import { ipRatingChoices, ipRatingPattern, isRegion, lorawanRegions, regionLabels, sensorTypes } from "@lorawan/contracts/deviceVocabulary";
import { sensorLabel } from "@lorawan/contracts/sensorLabels";

/** What a buyer chose in each facet (issues 22, 32); an empty list means no choice, every product passes. */
export interface FacetSelection {
  regions: string[];
  sensors: string[];
  ipRatings: string[];
  manufacturers: string[];
}
export type FacetKey = keyof FacetSelection;

/** A product's facet fields (PublicProduct's, read as plain text). */
export interface Faceted {
  regions?: readonly string[];
  sensors?: readonly string[];
  ipRating?: string | null;
  manufacturer?: string;
  secondIpRating?: string | null;
}

export interface Facet {
  key: FacetKey;
  /** The repeatable URL query parameter: /marketplace?region=EU863-870&region=AS923&sensor=co2&ip=IP67&manufacturer=Milesight */
  param: string;
  label: string;
  /**
   * The order its options are listed in: the vocabulary's (values outside it after, alphabetically),
   * or, for a facet with no vocabulary (manufacturers), the most devices first.
   */
  vocabulary?: readonly string[];
  /** A product's values for this facet. */
  valuesOf: (product: Faceted) => readonly string[];
  optionLabel: (value: string) => string;
  /** The address's values, in the facet's spelling; values it cannot hold are ignored. */
  fromParams: (values: string[]) => string[];
}

/** An address holds at most this many values per facet, each at most `longestValue` characters. */
const mostValues = 50;
const longestValue = 200;

const spelled = (spelling: (value: string) => string, isValid: (value: string) => boolean) => (values: string[]) => [
  ...new Set(
    values
      .map((value) => spelling(value.trim()))
      .filter((value) => value.length > 0 && value.length <= longestValue && isValid(value))
      .slice(0, mostValues),
  ),
];

export const facets: readonly Facet[] = [
  {
    key: "regions",
    param: "region",
    label: "Region / frequency plan",
    vocabulary: lorawanRegions,
    valuesOf: (product) => product.regions ?? [],
    optionLabel: (value) => (isRegion(value) ? `${value} · ${regionLabels[value]}` : value),
    fromParams: spelled((value) => value.toUpperCase(), isRegion),
  },
  {
    key: "sensors",
    param: "sensor",
    label: "Sensor type",
    vocabulary: sensorTypes,
    valuesOf: (product) => product.sensors ?? [],
    optionLabel: sensorLabel,
    // A sensor outside the vocabulary (an imported definition's own) is a choice like any other.
    fromParams: spelled(
      (value) => value.toLowerCase(),
      () => true,
    ),
  },
  {
    key: "ipRatings",
    param: "ip",
    label: "IP rating",
    vocabulary: ipRatingChoices,
    valuesOf: (product) => [product.ipRating, product.secondIpRating].filter((code): code is string => Boolean(code)),
    optionLabel: (value) => value,
    fromParams: spelled(
      (value) => value.toUpperCase(),
      (value) => ipRatingPattern.test(value),
    ),
  },
  {
    key: "manufacturers",
    param: "manufacturer",
    label: "Manufacturer",
    valuesOf: (product) => (product.manufacturer ? [product.manufacturer] : []),
    optionLabel: (value) => value,
    fromParams: spelled(
      (value) => value,
      () => true,
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

const byText = new Intl.Collator("en", { sensitivity: "base" });

/** The facet's values in listing order (see `Facet.vocabulary`). */
function inListingOrder(facet: Facet, values: Set<string>, inCatalogue: Map<string, number>): string[] {
  if (!facet.vocabulary) {
    return [...values].sort((a, b) => (inCatalogue.get(b) ?? 0) - (inCatalogue.get(a) ?? 0) || byText.compare(a, b));
  }
  const known = new Set(facet.vocabulary);
  return [...facet.vocabulary.filter((value) => values.has(value)), ...[...values].filter((value) => !known.has(value)).sort(byText.compare)];
}

/** A facet's values in a catalogue and how many products hold each, read once per catalogue. */
interface CatalogueValues {
  counts: Map<string, number>;
  /** The values in listing order. */
  listed: string[];
}

const valuesByCatalogue = new WeakMap<readonly Faceted[], Map<FacetKey, CatalogueValues>>();

/** The values `facet` has in `catalogue`: kept with the catalogue, so a keystroke counts only what its search leaves. */
function catalogueValues(catalogue: readonly Faceted[], facet: Facet): CatalogueValues {
  let byFacet = valuesByCatalogue.get(catalogue);
  if (!byFacet) valuesByCatalogue.set(catalogue, (byFacet = new Map()));
  let values = byFacet.get(facet.key);
  if (!values) {
    const counts = new Map<string, number>();
    for (const product of catalogue) for (const value of facet.valuesOf(product)) counts.set(value, (counts.get(value) ?? 0) + 1);
    values = { counts, listed: inListingOrder(facet, new Set(counts.keys()), counts) };
    byFacet.set(facet.key, values);
  }
  return values;
}

/**
 * Each facet's options: the values the catalogue uses (so a facet offers no dead ends nobody can
 * reach), in listing order, with how many of `matching` (the products the search and category
 * leave) have that value and pass every other facet's choice. A value chosen in the address but in
 * no product is listed too, so it can be unchosen.
 */
export function facetOptions(
  catalogue: readonly Faceted[],
  matching: readonly Faceted[],
  selection: FacetSelection,
): { facet: Facet; options: FacetOption[] }[] {
  return facets.map((facet) => {
    const others = facets.filter((other) => other !== facet);
    const inCatalogue = catalogueValues(catalogue, facet);
    const chosenElsewhere = selection[facet.key].filter((value) => !inCatalogue.counts.has(value));
    const listed =
      chosenElsewhere.length === 0 ? inCatalogue.listed : inListingOrder(facet, new Set([...inCatalogue.listed, ...chosenElsewhere]), inCatalogue.counts);
    const counts = new Map<string, number>();
    for (const product of matching) {
      if (!others.every((other) => passes(other, product, selection[other.key]))) continue;
      for (const value of facet.valuesOf(product)) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    const options = listed.map((value) => ({
      value,
      label: facet.optionLabel(value),
      count: counts.get(value) ?? 0,
      chosen: selection[facet.key].includes(value),
    }));
    return { facet, options };
  });
}

/** No choice in any facet. */
export const noFacetChoice: FacetSelection = { regions: [], sensors: [], ipRatings: [], manufacturers: [] };

/** How many choices the facets hold (the folded panel's button says it). */
export const chosenCount = (selection: FacetSelection) => facets.reduce((sum, facet) => sum + selection[facet.key].length, 0);
