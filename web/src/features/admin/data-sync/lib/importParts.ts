import { importMessage, maxImportedPhotoCharacters, type ImportDevicesInput, type ImportDevicesResult } from "@lorawan/contracts/deviceImport";
import { photoFinder } from "@lorawan/contracts/deviceRepository";
import type { ChosenFiles, ChosenImage } from "./vendorFolderFiles";

/** One request of a folder's import: some of its new devices, each with every photo it names. */
export interface ImportPart {
  devices: ImportDevicesInput["devices"];
  images: ChosenImage[];
}

const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;

/**
 * A folder's import as requests the function takes (issue 47): the devices the preview found new,
 * in its order, each in the same request as all the photos it names, and no request's definitions
 * and photos over `budget` characters (decentlab's 88 MB of photos are several requests). A device
 * whose own photos pass the budget (none of the repository's) goes alone with those that fit; the
 * import notes the others as not sent.
 */
export function planImportParts(chosen: ChosenFiles, preview: ImportDevicesResult, budget = maxImportedPhotoCharacters): ImportPart[] {
  const definitions = new Map(chosen.devices.map((device) => [device.file, device]));
  const find = photoFinder(chosen.images);
  const parts: ImportPart[] = [];
  let part: ImportPart = { devices: [], images: [] };
  let size = 0;
  for (const { file, skipped, photos } of preview.products) {
    const definition = definitions.get(file);
    if (skipped || !definition) continue;
    const images = [...new Set(photos.map(find).filter((image): image is ChosenImage => image !== undefined))];
    const extra =
      definition.yaml.length + images.filter((image) => !part.images.includes(image)).reduce((sum, image) => sum + base64Length(image.blob.size), 0);
    if (part.devices.length > 0 && size + extra > budget) {
      parts.push(part);
      part = { devices: [], images: [] };
      size = 0;
    }
    part.devices.push(definition);
    size += definition.yaml.length;
    for (const image of images) {
      if (part.images.includes(image) || size + base64Length(image.blob.size) > budget) continue;
      part.images.push(image);
      size += base64Length(image.blob.size);
    }
  }
  if (part.devices.length > 0) parts.push(part);
  return parts;
}

/**
 * One report for a folder sent in several requests: the preview's devices in its order (those the
 * import added, those skipped as duplicates), every file it or a request refused, what became of
 * the other files, and one sentence for the whole.
 */
export function mergeImportAnswers(preview: ImportDevicesResult, answers: readonly ImportDevicesResult[]): ImportDevicesResult {
  const imported = new Map(answers.flatMap((answer) => answer.products.map((device) => [device.file, device] as const)));
  const products = preview.products.flatMap((device) => (device.skipped ? [device] : (imported.get(device.file) ?? [])));
  const problems = [...preview.problems, ...answers.flatMap((answer) => answer.problems)];
  const latest = new Map([...preview.files, ...answers.flatMap((answer) => answer.files)].map((file) => [file.file, file]));
  const files = preview.files.map((file) => latest.get(file.file)!);
  const added = answers.reduce((sum, answer) => sum + answer.added, 0);
  const skipped = products.filter((device) => device.skipped).length;
  const brokenFiles = new Set(problems.map((problem) => problem.file)).size;
  return { message: importMessage({ preview: false, added, skipped, brokenFiles }), added, skipped, products, problems, files };
}
