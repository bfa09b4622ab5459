import type { FileProblem, ImportedFile, ImportDevicesInput } from "@lorawan/contracts/deviceImport";
import { photoFinder, repositoryFileKind } from "@lorawan/contracts/deviceRepository";
import { readDeviceDefinition, type MappedDevice } from "./deviceDefinition.js";
import { readYaml } from "./safeYaml.js";

/**
 * A vendor folder of the LoRaWAN Device Repository as it is (issue 32): besides its device
 * definitions it holds `index.yaml` (the list of its devices), payload codecs (`*-codec.yaml` and
 * their `.js`), LoRaWAN profiles (`*-profile.yaml`), photos (at the top, or in a sub-folder the
 * definitions name, as Netvox's `photos/r211.jpg`) and a logo. Each file is read for what it is:
 * device definitions become products, the rest is used or reported as skipped with the reason.
 * A file that cannot be read (bad YAML, a custom tag, an alias bomb, too long) is refused by name;
 * the others are still read.
 */

const baseName = (file: string) => file.split(/[\\/]/).at(-1) ?? file;
const stem = (file: string) => baseName(file).replace(/\.[^.]+$/, "");
type SentImage = NonNullable<ImportDevicesInput["images"]>[number];

const skippedBecause: Partial<Record<ReturnType<typeof repositoryFileKind>, string>> = {
  vendors: "The repository's list of vendors: choose one vendor's folder",
  codec: "A payload codec (how a network server decodes the device's messages): the catalogue has no place for it",
  profile: "A LoRaWAN profile (the device's network settings): not a product",
};

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
    const reading = readYaml(file, yaml);
    const kind = repositoryFileKind(file, reading.ok ? reading.value : undefined);
    if (kind === "index") {
      const ids =
        ((reading.ok && (reading.value as { endDevices?: unknown }).endDevices) as unknown[] | undefined)?.filter(
          (id): id is string => typeof id === "string",
        ) ?? [];
      listed.push({ file, ids });
    } else if (kind !== "device") {
      read.files.push({ file, outcome: "skipped", reason: skippedBecause[kind]! });
    } else if (!reading.ok) {
      read.problems.push(...reading.problems);
    } else {
      const definition = readDeviceDefinition(file, reading, ownVendor ?? vendor);
      if (definition.ok) read.devices.push({ file, device: definition.device });
      else read.problems.push(...definition.problems);
    }
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
  const find = photoFinder(images);
  const owners = new Map<SentImage, string>();
  for (const { file, device } of read.devices) {
    for (const photo of device.photos) {
      const image = find(photo);
      if (image && !owners.has(image)) owners.set(image, file);
    }
  }
  for (const image of images) {
    const owner = owners.get(image);
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
