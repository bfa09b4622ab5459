import { catalogueIndex, type Searchable } from "./catalogueSearch";

/**
 * The catalogue's own test set (issue 46): queries a buyer types, each judged against the products'
 * structured fields (the sensors a definition lists, its manufacturer), not against the text the
 * search reads. A product fits a query when it carries every sensor of `all`, at least one of
 * `any`, and is made by `manufacturer` (its name or the product's says so: a reseller lists "Dragino LDDS75").
 *
 * The relevance test (catalogueSearch.test.ts) runs them over a real slice of the LoRaWAN
 * Device Repository; the bench over the whole repository.
 */
export interface BuyerQuery {
  query: string;
  /** What kind of query it is, for the report: words, order, typo, vendor, spelling or vocabulary. */
  kind: "words" | "order" | "typo" | "vendor" | "vendor + sensor" | "spelling" | "vocabulary" | "prefix";
  fits: { all?: string[]; any?: string[]; manufacturer?: string };
}

const airQuality = ["co2", "tvoc", "bvoc", "iaq", "pm2.5", "pm10", "particulate matter", "dust", "co", "no2", "o3", "so2", "h2s"];
const people = ["pir", "motion", "occupancy"];
/** A surface temperature probe is a temperature sensor to a buyer. */
const temperature = ["temperature", "surface temperature"];
/** A device that lists its fine dust as "particulate matter" measures PM2.5 to a buyer; a barometer measures pressure. */
const fineDust = ["pm2.5", "particulate matter"];
const pressure = ["pressure", "barometer"];

export const buyerQueries: readonly BuyerQuery[] = [
  { query: "temperature humidity", kind: "words", fits: { all: ["temperature", "humidity"] } },
  { query: "humidity temperature", kind: "order", fits: { all: ["temperature", "humidity"] } },
  { query: "temperature and humidity sensor", kind: "words", fits: { all: ["temperature", "humidity"] } },
  { query: "temprature", kind: "typo", fits: { any: temperature } },
  { query: "humidty", kind: "typo", fits: { all: ["humidity"] } },
  { query: "acelerometer", kind: "typo", fits: { all: ["accelerometer"] } },
  { query: "temp", kind: "prefix", fits: { any: temperature } },
  { query: "humid", kind: "prefix", fits: { all: ["humidity"] } },
  { query: "motion detector", kind: "vocabulary", fits: { any: people } },
  { query: "people counter", kind: "vocabulary", fits: { any: people } },
  { query: "occupancy", kind: "vocabulary", fits: { any: people } },
  { query: "air quality", kind: "vocabulary", fits: { any: airQuality } },
  { query: "tank level", kind: "vocabulary", fits: { any: ["level", "distance"] } },
  { query: "water leak", kind: "vocabulary", fits: { any: ["water"] } },
  { query: "energy meter", kind: "vocabulary", fits: { any: ["energy", "power"] } },
  { query: "rain gauge", kind: "vocabulary", fits: { any: ["rainfall", "precipitation"] } },
  { query: "gps tracker", kind: "vocabulary", fits: { any: ["gps"] } },
  { query: "noise", kind: "vocabulary", fits: { any: ["sound"] } },
  { query: "co2", kind: "words", fits: { all: ["co2"] } },
  { query: "CO₂", kind: "spelling", fits: { all: ["co2"] } },
  { query: "PM2.5", kind: "spelling", fits: { any: fineDust } },
  { query: "pm 2.5", kind: "spelling", fits: { any: fineDust } },
  { query: "4-20mA", kind: "spelling", fits: { all: ["4-20 ma"] } },
  { query: "4-20 mA", kind: "spelling", fits: { all: ["4-20 ma"] } },
  { query: "4~20mA", kind: "spelling", fits: { all: ["4-20 ma"] } },
  { query: "milesight", kind: "vendor", fits: { manufacturer: "milesight" } },
  { query: "Milesight IoT", kind: "vendor", fits: { manufacturer: "milesight" } },
  { query: "dragino", kind: "vendor", fits: { manufacturer: "dragino" } },
  { query: "dragino temperature", kind: "vendor + sensor", fits: { manufacturer: "dragino", any: temperature } },
  { query: "elsys co2", kind: "vendor + sensor", fits: { manufacturer: "elsys", all: ["co2"] } },
  { query: "decentlab pressure", kind: "vendor + sensor", fits: { manufacturer: "decentlab", any: pressure } },
  { query: "milesight temperature humidity", kind: "vendor + sensor", fits: { manufacturer: "milesight", all: ["temperature", "humidity"] } },
  { query: "soil moisture", kind: "vocabulary", fits: { any: ["moisture", "water potential", "conductivity"] } },
  { query: "vibration", kind: "words", fits: { all: ["vibration"] } },
  { query: "wind speed", kind: "words", fits: { all: ["wind speed"] } },
  { query: "tvoc", kind: "words", fits: { all: ["tvoc"] } },
];

/** Spec 9.1's page of results: what a buyer sees first. */
export const firstScreen = 12;

const fitsQuery = (product: Searchable, { fits }: BuyerQuery) =>
  (fits.all ?? []).every((sensor) => product.sensors?.includes(sensor)) &&
  (!fits.any || fits.any.some((sensor) => product.sensors?.includes(sensor))) &&
  (!fits.manufacturer || `${product.manufacturer} ${product.name}`.toLowerCase().includes(fits.manufacturer));

export interface QueryQuality {
  query: string;
  kind: BuyerQuery["kind"];
  /** Products of the catalogue that fit it. */
  fitting: number;
  found: number;
  /** Fitting products found, of those that fit. */
  recall: number;
  /** Fitting products among the first screen, in the default order (Newest) and by Best match. */
  precisionNewest: number;
  precisionBestMatch: number;
  /** Whether the first screen (Newest) shows at least one fitting product. */
  firstScreenFits: boolean;
}

/** Each query's figures over a catalogue; `newest` is the catalogue in the marketplace's default order. */
export function searchQuality<P extends Searchable>(products: readonly P[], newest: (found: P[]) => P[]): QueryQuality[] {
  const index = catalogueIndex(products);
  const byId = new Map(products.map((product) => [product.id, product]));
  return buyerQueries.map((buyerQuery) => {
    const fitting = products.filter((product) => fitsQuery(product, buyerQuery));
    const found = index.search(buyerQuery.query).ids.map((id) => byId.get(id)!);
    const share = (list: P[]) =>
      list.length === 0 ? (fitting.length === 0 ? 1 : 0) : list.filter((product) => fitsQuery(product, buyerQuery)).length / list.length;
    const firstNewest = newest(found).slice(0, firstScreen);
    return {
      query: buyerQuery.query,
      kind: buyerQuery.kind,
      fitting: fitting.length,
      found: found.length,
      recall: fitting.length === 0 ? 1 : found.filter((product) => fitsQuery(product, buyerQuery)).length / fitting.length,
      precisionNewest: share(firstNewest),
      precisionBestMatch: share(found.slice(0, firstScreen)),
      firstScreenFits: fitting.length === 0 || firstNewest.some((product) => fitsQuery(product, buyerQuery)),
    };
  });
}
