import { isMap, isScalar, isSeq, type Document, type LineCounter } from "yaml";
import { z } from "zod";
import { isSafeLink } from "@lorawan/contracts/common";
import { ipCodeOf, isRegion, isSensor, lorawanRegions } from "@lorawan/contracts/deviceVocabulary";
import type { FileProblem } from "@lorawan/contracts/deviceImport";
import { productInputSchema, type ProductInput, type ProductInputBody } from "@lorawan/contracts/product";
import { describeIssue } from "./definitionMessages.js";
import type { YamlReading } from "./safeYaml.js";

// A device definition of the LoRaWAN Device Repository (The Things Network's
// `vendor/<vendor>/<device>.yaml`, checked by the repository's schema.json) mapped into a product.
// The definition is checked as the schema checks it (its region ids, its IP-code pattern, no negative
// size); a value the product has no term for (a sensor outside the catalogue's list, a device type)
// is kept as a specification, not refused. A fact the definition does not state is left out: absent
// is unknown, never "No". Keys the schema does not define but real definitions use (ipCode2,
// partNumber, sellerURLs, manuals, video) are read as well.

const number = z.number({ error: "must be a number" });
const size = number.min(0, "cannot be negative");
const text = z.string({ error: "must be text" });
const texts = z.array(text, { error: "must be a list" });
const ipCode = text.refine((value) => ipCodeOf(value) !== null, "is not an IP code: IP, then X or 0-6 for solids and X or 0-9 for liquids (IP67, IPX7, IP69K)");
const range = z.object({ min: number.optional(), max: number.optional() });
const links = z.array(z.object({ name: text.nullish(), region: texts.nullish(), url: text.nullish() }), { error: "must be a list" });
const compliances = z.array(z.object({ body: text, norm: text.nullish(), standard: z.union([text, number]), version: z.union([text, number]).nullish() }));
const oneOrMany = z.union([text, texts]);

const deviceDefinitionSchema = z.object({
  name: text.trim().min(1, "is empty"),
  description: text.nullish(),
  partNumber: z.union([text, number]).nullish(),
  hardwareVersions: z.array(z.object({ version: z.union([text, number]).nullish(), partNumber: z.union([text, number]).nullish() })).nullish(),
  firmwareVersions: z
    .array(
      z.object({
        version: z.union([text, number]).nullish(),
        profiles: z
          .record(z.string(), z.object({ lorawanCertified: z.boolean({ error: "must be true or false" }).nullish() }).nullish())
          .superRefine((profiles, ctx) => {
            // The schema's region enum: the keys of a firmware version's profiles.
            for (const id of Object.keys(profiles).filter((key) => !isRegion(key))) {
              ctx.addIssue({ code: "custom", path: [id], message: `is not a region of the LoRaWAN Device Repository (${lorawanRegions.join(", ")})` });
            }
          })
          .nullish(),
      }),
      { error: "must be a list" },
    )
    .min(1, "lists no firmware version"),
  deviceType: text.nullish(),
  sensors: texts.nullish(),
  additionalRadios: texts.nullish(),
  bridgeInterfaces: texts.nullish(),
  dimensions: z.object({ width: size.optional(), length: size.optional(), height: size.optional(), diameter: size.optional() }).nullish(),
  weight: size.nullish(),
  battery: z.object({ replaceable: z.boolean({ error: "must be true or false" }).nullish(), type: text.nullish() }).nullish(),
  operatingConditions: z.object({ temperature: range.nullish(), relativeHumidity: range.nullish() }).nullish(),
  ipCode: ipCode.nullish(),
  ipCode2: ipCode.nullish(),
  keyProvisioning: texts.nullish(),
  keyProgramming: texts.nullish(),
  keySecurity: text.nullish(),
  firmwareProgramming: texts.nullish(),
  productURL: text.nullish(),
  dataSheetURL: text.nullish(),
  onboardingGuideURL: text.nullish(),
  manuals: oneOrMany.nullish(),
  resellerURLs: links.nullish(),
  sellerURLs: links.nullish(),
  msrp: z.record(z.string(), number.min(0, "cannot be negative")).nullish(),
  photos: z.object({ main: text.nullish(), other: texts.nullish() }).nullish(),
  videos: z.object({ main: text.nullish(), other: texts.nullish() }).nullish(),
  video: oneOrMany.nullish(),
  compliances: z.object({ safety: compliances.nullish(), radioEquipment: compliances.nullish() }).nullish(),
});
type DeviceDefinition = z.infer<typeof deviceDefinitionSchema>;

const radioNames: Record<string, string> = { ble: "BLE", nfc: "NFC", wifi: "Wi-Fi", cellular: "Cellular" };
const deviceTypes: Record<string, string> = { devkit: "Development kit", module: "Module", cots: "Ready-to-use device" };
const keyProvisioningNames: Record<string, string> = { custom: "Custom keys", "join server": "Join server", manifest: "Manifest" };
const firmwareProgrammingNames: Record<string, string> = { serial: "Serial", "fuota lorawan": "FUOTA over LoRaWAN", "fuota other": "FUOTA (other)" };
/** The vocabulary's own words, capitalised as a sentence ("read protected" -> "Read protected"). */
const sentence = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
const named = (names: Record<string, string>) => (value: string) => names[value.toLowerCase()] ?? sentence(value);

/** "-30" and "+85", as the catalogue writes temperatures. */
const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

function dimensionsText(dimensions: DeviceDefinition["dimensions"]): string | null {
  if (!dimensions) return null;
  const sides = [dimensions.width, dimensions.length, dimensions.height].filter((side): side is number => side !== undefined);
  const parts = [...(sides.length > 0 ? [sides.join(" x ")] : []), ...(dimensions.diameter !== undefined ? [`Ø ${dimensions.diameter}`] : [])];
  return parts.length > 0 ? `${parts.join(", ")} mm` : null;
}

function rangeText(value: z.infer<typeof range> | null | undefined, format: (n: number) => string, unit: string): string | null {
  if (!value || (value.min === undefined && value.max === undefined)) return null;
  if (value.min !== undefined && value.max !== undefined) return `${format(value.min)} to ${format(value.max)}${unit}`;
  return value.min !== undefined ? `From ${format(value.min)}${unit}` : `Up to ${format(value.max!)}${unit}`;
}

const money = (amount: number) => (Math.round(amount * 100) / 100).toFixed(2);

/** Every listed price; the one shown is USD when given, else EUR, else the first currency. */
function pricesOf(msrp: DeviceDefinition["msrp"]) {
  const prices = Object.entries(msrp ?? {}).map(([currency, amount]) => ({ currency: currency.toUpperCase(), price: money(amount) }));
  const shown = prices.find((p) => p.currency === "USD") ?? prices.find((p) => p.currency === "EUR") ?? prices[0];
  return { prices, price: shown?.price ?? null, currency: shown?.currency ?? null };
}

/** "LoRaWAN Certified" only when a profile states it: Yes with the certified regions, else No with the regions stated so. */
function certificationText(profiles: [string, { lorawanCertified?: boolean | null } | null | undefined][]): string | null {
  const stated = (flag: boolean) => [...new Set(profiles.filter(([, profile]) => profile?.lorawanCertified === flag).map(([id]) => id))];
  const yes = stated(true);
  if (yes.length > 0) return `Yes (${yes.join(", ")})`;
  const no = stated(false);
  return no.length > 0 ? `No (${no.join(", ")})` : null;
}

/** A compliance as the standard is cited: "ETSI EN 301 489-1 V2.2.3". */
const complianceText = (c: z.infer<typeof compliances>[number]) => [c.body, c.norm, c.standard].filter(Boolean).join(" ") + (c.version ? ` V${c.version}` : "");

const listOf = (value: string | string[] | null | undefined) => (value === null || value === undefined ? [] : Array.isArray(value) ? value : [value]);
const distinct = <T>(items: T[]) => [...new Set(items)];

/** What a definition says that the product does not hold as such: its photos, by file name. */
export interface MappedDevice {
  product: ProductInput;
  photos: string[];
  /** Links dropped because they are not web addresses. */
  notes: string[];
}

function productBodyOf(definition: DeviceDefinition, vendor: string, notes: string[]): ProductInputBody {
  const link = (field: string, value: string | null | undefined): string | null => {
    if (!value) return null;
    if (isSafeLink(value.trim())) return value.trim();
    notes.push(`${field}: "${value}" is not a web address and was left out`);
    return null;
  };
  const profiles = definition.firmwareVersions.flatMap((firmware) => Object.entries(firmware.profiles ?? {}));
  const sensors = definition.sensors ?? [];
  const radios = (definition.additionalRadios ?? []).map(named(radioNames));
  const battery = definition.battery;
  const partNumbers = distinct(
    [definition.partNumber, ...(definition.hardwareVersions ?? []).map((hw) => hw.partNumber)].filter((p) => p !== null && p !== undefined).map(String),
  );
  const versions = (items: { version?: string | number | null }[] | null | undefined) =>
    (items ?? [])
      .map((item) => item.version)
      .filter((version) => version !== null && version !== undefined)
      .join(", ");
  const specifications: Record<string, string> = {};
  const specify = (key: string, value: string | null | undefined) => {
    if (value) specifications[key] = value;
  };
  specify("Part Numbers", partNumbers.length > 1 ? partNumbers.join(", ") : null);
  specify("Device Type", definition.deviceType ? named(deviceTypes)(definition.deviceType) : null);
  specify("Battery", battery?.type);
  specify("Replaceable Battery", battery?.replaceable === true ? "Yes" : battery?.replaceable === false ? "No" : null);
  specify("Additional Radios", radios.join(", "));
  specify("Bridge Interfaces", (definition.bridgeInterfaces ?? []).join(", "));
  specify("LoRaWAN Certified", certificationText(profiles));
  specify(
    "Operating Humidity",
    rangeText(definition.operatingConditions?.relativeHumidity, (n) => String(Math.round(n * 100)), "% RH"),
  );
  specify("Hardware Versions", versions(definition.hardwareVersions));
  specify("Firmware Versions", versions(definition.firmwareVersions));
  specify("Other Sensors", sensors.filter((sensor) => !isSensor(sensor.trim().toLowerCase())).join(", "));
  specify("Key Provisioning", (definition.keyProvisioning ?? []).map(named(keyProvisioningNames)).join(", "));
  specify("Key Programming", (definition.keyProgramming ?? []).map(named(radioNames)).join(", "));
  specify("Key Security", definition.keySecurity ? sentence(definition.keySecurity) : null);
  specify("Firmware Programming", (definition.firmwareProgramming ?? []).map(named(firmwareProgrammingNames)).join(", "));
  const { prices, price, currency } = pricesOf(definition.msrp);
  const whereToBuy = [...(definition.resellerURLs ?? []), ...(definition.sellerURLs ?? [])].flatMap((seller, i) => {
    const url = link(`resellerURLs/sellerURLs ${i + 1}`, seller.url);
    return url ? [{ name: seller.name?.trim() || new URL(url).hostname, url, regions: seller.region ?? [] }] : [];
  });
  const videos = [definition.videos?.main, ...(definition.videos?.other ?? []), ...listOf(definition.video)].flatMap((video) => link("videos", video) ?? []);
  const documents = [
    ...listOf(definition.manuals).flatMap((manual) => {
      const url = link("manuals", manual);
      return url ? [{ title: "Manual", url }] : [];
    }),
    ...(link("onboardingGuideURL", definition.onboardingGuideURL) ? [{ title: "Onboarding guide", url: definition.onboardingGuideURL!.trim() }] : []),
  ];
  const certifications = [...(definition.compliances?.safety ?? []), ...(definition.compliances?.radioEquipment ?? [])].map(complianceText);
  return {
    name: definition.name,
    manufacturer: vendor,
    model: partNumbers[0] ?? null,
    description: definition.description?.trim() || definition.name,
    regions: distinct(profiles.map(([id]) => id)),
    sensors: sensors.filter((sensor) => isSensor(sensor.trim().toLowerCase())),
    ipRating: definition.ipCode ?? null,
    secondIpRating: definition.ipCode2 && definition.ipCode2 !== definition.ipCode ? definition.ipCode2 : null,
    dimensions: dimensionsText(definition.dimensions),
    weight: definition.weight === null || definition.weight === undefined ? null : `${definition.weight} g`,
    operatingTemp: rangeText(definition.operatingConditions?.temperature, signed, "°C"),
    website: link("productURL", definition.productURL),
    datasheet: link("dataSheetURL", definition.dataSheetURL),
    price,
    currency,
    prices,
    // A definition never says whether the vendor has it in stock: not stated, not "Available" (decision 079).
    availability: null,
    connectivity: ["LoRaWAN", ...radios],
    certifications: distinct(certifications),
    whereToBuy,
    videos: distinct(videos),
    documents,
    specifications,
    // Imported as drafts: the admin adds a category, then publishes.
    isPublished: false,
  };
}

/** The line (1-based) of the key at `path` in the YAML, or of the nearest enclosing one there is. */
function lineOf(document: Document, lines: LineCounter, path: readonly PropertyKey[]): number | null {
  for (let depth = path.length; depth > 0; depth -= 1) {
    const parent = depth === 1 ? document.contents : document.getIn(path.slice(0, depth - 1) as (string | number)[], true);
    const last = path[depth - 1];
    const node = isMap(parent)
      ? parent.items.find((pair) => isScalar(pair.key) && String(pair.key.value) === String(last))?.key
      : isSeq(parent)
        ? parent.items[Number(last)]
        : undefined;
    const range = (node as { range?: [number, number, number] } | undefined)?.range;
    if (range) return lines.linePos(range[0]).line;
  }
  return 1;
}

export type DefinitionReading = { ok: true; device: MappedDevice } | { ok: false; problems: FileProblem[] };

/**
 * One device definition (`file`, read by readYaml) as a product of `vendor`, or every problem the
 * file has, each with its line and field and a sentence a person reads (not the validator's text).
 */
export function readDeviceDefinition(file: string, yaml: Extract<YamlReading, { ok: true }>, vendor: string): DefinitionReading {
  const { value, document, lines } = yaml;
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return {
      ok: false,
      problems: [{ file, line: 1, field: null, message: "This is not a device definition: it should be a YAML mapping with a name and firmwareVersions" }],
    };
  }
  const parsed = deviceDefinitionSchema.safeParse(value);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => ({
        file,
        line: lineOf(document, lines, issue.path),
        field: issue.path.length > 0 ? issue.path.join(".") : null,
        message: describeIssue(issue, value),
      })),
    };
  }
  const notes: string[] = [];
  const product = productInputSchema.safeParse(productBodyOf(parsed.data, vendor, notes));
  if (!product.success) {
    return {
      ok: false,
      problems: product.error.issues.map((issue) => ({
        file,
        line: null,
        field: issue.path.join(".") || null,
        message: `The product it becomes is refused: ${issue.message}`,
      })),
    };
  }
  const photos = distinct([parsed.data.photos?.main, ...(parsed.data.photos?.other ?? [])].filter((photo): photo is string => Boolean(photo)));
  return { ok: true, device: { product: product.data, photos, notes } };
}
