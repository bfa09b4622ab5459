import { parse as parseYaml } from "yaml";
import type { FileProblem, ImportedFile, ImportDevicesInput } from "@lorawan/contracts/deviceImport";
import { readDeviceDefinition, type MappedDevice } from "./deviceDefinition.js";

/**
 * A vendor folder of the LoRaWAN Device Repository as it is (issue 32): besides its device
 * definitions it holds `index.yaml` (the list of its devices), payload codecs (`*-codec.yaml` and
 * their `.js`), LoRaWAN profiles (`*-profile.yaml`), photos and a logo. Each file is read for what
 * it is: device definitions become products, the rest is used or reported as skipped with the reason.
 */

const baseName = (file: string) => file.split(/[\\/]/).at(-1) ?? file;
const stem = (file: string) => baseName(file).replace(/\.[^.]+$/, "");

/** What a YAML file of the folder is, from its name and then its keys. */
function kindOf(file: string, document: unknown): "index" | "vendors" | "codec" | "profile" | "device" {
  const name = baseName(file).toLowerCase();
  const keys = typeof document === "object" && document !== null && !Array.isArray(document) ? Object.keys(document) : [];
  if (keys.includes("endDevices")) return "index";
  if (keys.includes("vendors")) return "vendors";
  if (name.endsWith("-codec.yaml") || keys.some((key) => ["uplinkDecoder", "downlinkEncoder", "downlinkDecoder"].includes(key))) return "codec";
  if (name.endsWith("-profile.yaml") || (keys.includes("macVersion") && !keys.includes("firmwareVersions"))) return "profile";
  return "device";
}

function quietParse(yaml: string): unknown {
  try {
    return parseYaml(yaml, { maxAliasCount: 100 });
  } catch {
    return undefined;
  }
}

export interface ReadFolder {
  devices: { file: string; device: MappedDevice }[];
  problems: FileProblem[];
  files: ImportedFile[];
}

/** Reads every file sent; nothing is written here. */
export function readVendorFolder({ vendor, devices, images = [], otherFiles = [] }: ImportDevicesInput): ReadFolder {
  const read: ReadFolder = { devices: [], problems: [], files: [] };
  const listed: { file: string; ids: string[] }[] = [];
  for (const { file, yaml, vendor: ownVendor } of devices) {
    const document = quietParse(yaml);
    const kind = kindOf(file, document);
    if (kind === "index") {
      const ids = ((document as { endDevices?: unknown }).endDevices as unknown[] | undefined)?.filter((id): id is string => typeof id === "string") ?? [];
      listed.push({ file, ids });
      continue;
    }
    if (kind === "vendors") {
      read.files.push({ file, outcome: "skipped", reason: "The repository's list of vendors: choose one vendor's folder" });
      continue;
    }
    if (kind === "codec") {
      read.files.push({
        file,
        outcome: "skipped",
        reason: "A payload codec (how a network server decodes the device's messages): the catalogue has no place for it",
      });
      continue;
    }
    if (kind === "profile") {
      read.files.push({ file, outcome: "skipped", reason: "A LoRaWAN profile (the device's network settings): not a product" });
      continue;
    }
    const reading = readDeviceDefinition(file, yaml, ownVendor ?? vendor);
    if (reading.ok) read.devices.push({ file, device: reading.device });
    else read.problems.push(...reading.problems);
  }
  const sentStems = new Set(devices.map(({ file }) => stem(file)));
  for (const { file, ids } of listed) {
    const missing = ids.filter((id) => !sentStems.has(id));
    read.files.push({
      file,
      outcome: "used",
      reason:
        `The vendor's list of ${ids.length} ${ids.length === 1 ? "device" : "devices"}` +
        (missing.length > 0 ? `; not in this import: ${missing.map((id) => `${id}.yaml`).join(", ")}` : ""),
    });
  }
  const named = new Map<string, string>();
  for (const { file, device } of read.devices) for (const photo of device.photos) if (!named.has(baseName(photo))) named.set(baseName(photo), file);
  for (const image of images) {
    const owner = named.get(baseName(image.file));
    if (owner) read.files.push({ file: image.file, outcome: "used", reason: `Photo of ${owner}` });
    else if (/^logo|[-_]logo/i.test(baseName(image.file)))
      read.files.push({ file: image.file, outcome: "skipped", reason: "The vendor's logo: not a product photo" });
    else read.files.push({ file: image.file, outcome: "skipped", reason: "No device definition of this import names it as a photo" });
  }
  for (const file of otherFiles) {
    const reason = file.toLowerCase().endsWith(".js")
      ? "A codec script (decodes the device's messages on a network server): the catalogue has no place for it"
      : /logo/i.test(baseName(file))
        ? "The vendor's logo: not a product photo"
        : "Neither a device definition nor a photo";
    read.files.push({ file, outcome: "skipped", reason });
  }
  return read;
}
