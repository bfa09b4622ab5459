import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { HttpError } from "../http/errors.js";
import { isSensor } from "@lorawan/contracts/deviceVocabulary";
import { productInputSchema, type ProductInput, type ProductInputBody } from "@lorawan/contracts/product";

// A device definition of the LoRaWAN Device Repository (The Things Network's
// `vendor/<vendor>/<device>.yaml`, documented by its `vendor/example/windsensor.yaml`) mapped into a
// product. Only the keys a product has a place for are read; the rest of the file is ignored.

const finite = z.number().finite();
const range = z.object({ min: finite.optional(), max: finite.optional() });

const deviceDefinitionSchema = z.object({
  name: z.string().trim().min(1, "a device definition names its device (name)"),
  description: z.string().nullish(),
  firmwareVersions: z
    .array(
      z.object({
        version: z.union([z.string(), z.number()]).nullish(),
        profiles: z.record(z.string(), z.object({ lorawanCertified: z.boolean().nullish() }).nullish()).nullish(),
      }),
    )
    .min(1, "a device definition lists at least one firmware version (firmwareVersions)"),
  sensors: z.array(z.string()).nullish(),
  additionalRadios: z.array(z.string()).nullish(),
  bridgeInterfaces: z.array(z.string()).nullish(),
  dimensions: z.object({ width: finite.optional(), length: finite.optional(), height: finite.optional(), diameter: finite.optional() }).nullish(),
  weight: finite.nullish(),
  battery: z.object({ replaceable: z.boolean().nullish(), type: z.string().nullish() }).nullish(),
  operatingConditions: z.object({ temperature: range.nullish(), relativeHumidity: range.nullish() }).nullish(),
  ipCode: z.string().nullish(),
  productURL: z.string().nullish(),
  dataSheetURL: z.string().nullish(),
  msrp: z.record(z.string(), finite).nullish(),
});
type DeviceDefinition = z.infer<typeof deviceDefinitionSchema>;

const radioNames: Record<string, string> = { ble: "BLE", nfc: "NFC", wifi: "Wi-Fi", cellular: "Cellular" };
const radioName = (radio: string) => radioNames[radio.toLowerCase()] ?? radio;

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

/** Issue 22: the manufacturer's suggested retail price, in USD when given, else EUR, else the first currency. */
function priceOf(msrp: DeviceDefinition["msrp"]): { price: string | null; currency: string | null } {
  const entries = Object.entries(msrp ?? {});
  const chosen = entries.find(([code]) => code.toUpperCase() === "USD") ?? entries.find(([code]) => code.toUpperCase() === "EUR") ?? entries[0];
  if (!chosen) return { price: null, currency: null };
  return { price: (Math.round(chosen[1] * 100) / 100).toFixed(2), currency: chosen[0].toUpperCase() };
}

/** The product a definition describes, as the admin form would send it (before validation). */
function productBodyOf(definition: DeviceDefinition, vendor: string): ProductInputBody {
  const profiles = definition.firmwareVersions.flatMap((firmware) => Object.entries(firmware.profiles ?? {}));
  const regions = [...new Set(profiles.map(([region]) => region))];
  const certified = [...new Set(profiles.filter(([, profile]) => profile?.lorawanCertified === true).map(([region]) => region))];
  const sensors = definition.sensors ?? [];
  const radios = (definition.additionalRadios ?? []).map(radioName);
  const otherSensors = sensors.filter((sensor) => !isSensor(sensor.trim().toLowerCase()));
  const battery = definition.battery;
  const firmware = definition.firmwareVersions.map((version) => version.version).filter((version) => version !== null && version !== undefined);
  const specifications: Record<string, string> = {};
  const specify = (key: string, value: string | null) => {
    if (value) specifications[key] = value;
  };
  specify(
    "Battery",
    battery?.type ? `${battery.type}${battery.replaceable === true ? " (replaceable)" : battery.replaceable === false ? " (not replaceable)" : ""}` : null,
  );
  specify("Additional Radios", radios.join(", "));
  specify("Bridge Interfaces", (definition.bridgeInterfaces ?? []).join(", "));
  specify("LoRaWAN Certified", profiles.length > 0 ? (certified.length > 0 ? `Yes (${certified.join(", ")})` : "No") : null);
  specify(
    "Operating Humidity",
    rangeText(definition.operatingConditions?.relativeHumidity, (n) => String(Math.round(n * 100)), "% RH"),
  );
  specify("Firmware Versions", firmware.join(", "));
  specify("Other Sensors", otherSensors.join(", "));
  const { price, currency } = priceOf(definition.msrp);
  return {
    name: definition.name,
    manufacturer: vendor,
    description: definition.description?.trim() || definition.name,
    regions,
    sensors: sensors.filter((sensor) => isSensor(sensor.trim().toLowerCase())),
    ipRating: definition.ipCode ?? null,
    dimensions: dimensionsText(definition.dimensions),
    weight: definition.weight === null || definition.weight === undefined ? null : `${definition.weight} g`,
    operatingTemp: rangeText(definition.operatingConditions?.temperature, signed, "°C"),
    website: definition.productURL ?? null,
    datasheet: definition.dataSheetURL ?? null,
    price,
    currency,
    connectivity: ["LoRaWAN", ...radios],
    specifications,
    // Imported as drafts: the admin adds images and a category, then publishes.
    isPublished: false,
  };
}

const reasonOf = (issues: readonly z.core.$ZodIssue[]) =>
  issues.map((issue) => (issue.path.length > 0 ? `${issue.path.join(".")}: ${issue.message}` : issue.message)).join("; ");

/**
 * One device definition (the YAML text of `file`) as a product of `vendor`. A file that is not YAML,
 * not a device definition, or whose values a product cannot take (an unknown region, a bad IP code)
 * is the caller's mistake: a 400 naming the file and the reason.
 */
export function productFromDeviceDefinition(file: string, yaml: string, vendor: string): ProductInput {
  const refuse = (reason: string) => new HttpError(400, `${file}: ${reason}`, { issues: [{ path: file, message: reason }] });
  let document: unknown;
  try {
    document = parseYaml(yaml, { maxAliasCount: 100 });
  } catch (error) {
    throw refuse(`not valid YAML (${error instanceof Error ? error.message.split("\n")[0] : "unreadable"})`);
  }
  if (typeof document !== "object" || document === null || Array.isArray(document))
    throw refuse("not a LoRaWAN device definition (expected a YAML mapping with name and firmwareVersions)");
  const definition = deviceDefinitionSchema.safeParse(document);
  if (!definition.success) throw refuse(`not a LoRaWAN device definition (${reasonOf(definition.error.issues)})`);
  const product = productInputSchema.safeParse(productBodyOf(definition.data, vendor));
  if (!product.success) throw refuse(`cannot become a product (${reasonOf(product.error.issues)})`);
  return product.data;
}
