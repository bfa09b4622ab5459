import type { FileProblem, ImportDevicesInput, ImportedDevice, ImportedFile } from "@lorawan/contracts/deviceImport";
import { photoFinder } from "@lorawan/contracts/deviceRepository";
import type { ProductInput } from "@lorawan/contracts/product";
import { HttpError } from "../http/errors.js";
import { detectFileType } from "../media/fileType.js";
import { addMediaFile } from "../media/mediaLibrary.js";

/**
 * The photos a new device names, sent with the import (decision 073): stored through the media
 * library (the same checks as an upload) and made the product's image and gallery. A photo whose
 * bytes are not an image, or that the library cannot read, refuses its device: the product is not
 * written, and the admin reads why (issue 47). A photo not sent is a note; the device is imported.
 */
export interface PhotoEntry {
  device: ImportedDevice;
  product: ProductInput;
}

export interface PhotoRefusals {
  /** The entries whose photos are all images (or not sent), in order. */
  kept: PhotoEntry[];
  problems: FileProblem[];
  /** What became of the photos that are not images (they replace the folder's "used" lines). */
  files: ImportedFile[];
}

const notAnImage = "its bytes are not a PNG, JPEG, GIF or WebP image";

/** Before anything is stored: the devices with a sent photo whose first bytes are no image are refused. */
export function refuseNonImagePhotos(entries: readonly PhotoEntry[], images: ImportDevicesInput["images"] = []): PhotoRefusals {
  const find = photoFinder(images);
  const refusals: PhotoRefusals = { kept: [], problems: [], files: [] };
  const judged = new Set<string>();
  for (const entry of entries) {
    const fake = entry.device.photos.filter((photo) => {
      const content = find(photo)?.contentBase64;
      return content !== undefined && detectFileType(Buffer.from(content, "base64"))?.category !== "image";
    });
    if (fake.length === 0) {
      refusals.kept.push(entry);
      continue;
    }
    for (const photo of fake) {
      refusals.problems.push({
        file: entry.device.file,
        line: null,
        field: "photos",
        message: `The photo ${photo} is not an image (${notAnImage}): this device was not imported`,
      });
      const image = find(photo)!;
      if (!judged.has(image.file)) refusals.files.push({ file: image.file, outcome: "skipped", reason: `Not an image: ${notAnImage}` });
      judged.add(image.file);
    }
  }
  return refusals;
}

/**
 * Stores each entry's photos (one media file per photo, however many devices name it) and sets its
 * image and gallery. Answers the entries whose photo the library refused, with the reason.
 */
export async function storePhotos(
  entries: readonly PhotoEntry[],
  images: ImportDevicesInput["images"] = [],
  uploadedBy: string,
): Promise<{ entry: PhotoEntry; problem: FileProblem }[]> {
  const find = photoFinder(images);
  const stored = new Map<string, string>();
  const refused: { entry: PhotoEntry; problem: FileProblem }[] = [];
  const store = async (entry: PhotoEntry): Promise<FileProblem | null> => {
    const urls: string[] = [];
    for (const photo of entry.device.photos) {
      const image = find(photo);
      if (!image?.contentBase64) {
        entry.device.notes.push(`Photo ${photo} was not sent with the files`);
        continue;
      }
      if (!stored.has(image.file)) {
        try {
          const file = await addMediaFile({ bytes: Buffer.from(image.contentBase64, "base64"), originalName: image.file }, uploadedBy);
          stored.set(image.file, file.url);
        } catch (error) {
          const reason = error instanceof HttpError ? error.message : "it could not be stored";
          return { file: entry.device.file, line: null, field: "photos", message: `The photo ${photo} was refused (${reason}): this device was not imported` };
        }
      }
      urls.push(stored.get(image.file)!);
    }
    entry.product.image = urls[0] ?? null;
    entry.product.imageGallery = urls.slice(1, 21);
    return null;
  };
  for (const entry of entries) {
    const problem = await store(entry);
    if (problem) refused.push({ entry, problem });
  }
  return refused;
}
