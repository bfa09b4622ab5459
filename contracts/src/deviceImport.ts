import { z } from "zod";
import { requiredText } from "./common.js";
import { productSchema } from "./product.js";

/** At most this many files per request: the whole Device Repository (about 900 device definitions) fits in one. */
export const maxImportedDevices = 2000;
/** At most this many photos per request (a preview sends their names only: Netvox's folder has 135). */
const maxImportedImages = maxImportedDevices;
/**
 * One request's photos add up to at most this many base64 characters (12 MB of images), under the
 * imports' 20 MB body cap (functions/src/http/bodyLimits.ts). The admin's folder import splits a
 * folder into requests of at most this much, each device with its photos (beiselen/radar's five are 10 MB).
 */
export const maxImportedPhotoCharacters = 16 * 1024 * 1024;
/** A device definition has at most this many characters (the longest of the repository has about 20,000); a longer file is refused by name. */
export const maxDeviceDefinitionCharacters = 200_000;

/**
 * Body of POST /api/admin/import-devices (issues 22 and 32): a vendor folder of the LoRaWAN Device
 * Repository (`vendor/<vendor>/`) as it is. `devices` holds its YAML files, each with its name:
 * device definitions, and also `index.yaml`, codecs and profiles, which are used or reported as
 * skipped. `images` holds its photos; those a definition names become the product's images (in a
 * preview the bytes may be left out). `otherFiles` names the rest (codec scripts, logos), reported as
 * skipped. With `preview` nothing is written. A broken file is reported and the others imported,
 * unless `allOrNothing` asks that nothing be written then.
 */
export const importDevicesInputSchema = z.object({
  vendor: requiredText(200),
  devices: z
    .array(
      z.object({
        file: requiredText(300),
        /** Its length is judged per file, with the others (maxDeviceDefinitionCharacters): a refusal names the file. */
        yaml: z.string(),
        /** This file's vendor when it is not `vendor` (an import of the whole repository, one request for every vendor). */
        vendor: requiredText(200).optional(),
      }),
    )
    .min(1, "Choose at least one device definition")
    .max(maxImportedDevices, `At most ${maxImportedDevices} files at once`),
  images: z
    .array(
      z.object({
        file: requiredText(300),
        contentBase64: z.string().max(maxImportedPhotoCharacters).optional(),
      }),
    )
    .max(maxImportedImages, `At most ${maxImportedImages} photos at once`)
    .refine(
      (images) => images.reduce((sum, image) => sum + (image.contentBase64?.length ?? 0), 0) <= maxImportedPhotoCharacters,
      `The photos may add up to at most ${(maxImportedPhotoCharacters * 3) / 4 / 1024 / 1024} MB per request: send the folder in parts`,
    )
    .optional(),
  otherFiles: z.array(z.string().max(300)).max(maxImportedDevices).optional(),
  preview: z.boolean().optional(),
  allOrNothing: z.boolean().optional(),
});
export type ImportDevicesInput = z.infer<typeof importDevicesInputSchema>;

/** What is wrong with a file: its line (1-based) and field where known, and a sentence a person reads. */
export const fileProblemSchema = z.object({ file: z.string(), line: z.number().int().nullable(), field: z.string().nullable(), message: z.string() });
export type FileProblem = z.infer<typeof fileProblemSchema>;

/** What became of a file that is not a device imported as a product: used (index.yaml, a photo) or skipped, and why. */
export const importedFileSchema = z.object({ file: z.string(), outcome: z.enum(["used", "skipped"]), reason: z.string() });
export type ImportedFile = z.infer<typeof importedFileSchema>;

/** What one definition became: the product (as it is or would be stored), or skipped as a duplicate. */
export const importedDeviceSchema = z.object({
  file: z.string(),
  /** True when the vendor has a product of this name (and part number) already: it is not overwritten. */
  skipped: z.boolean(),
  /** The product's fields; `id`, `createdAt` and `updatedAt` only once it is written. */
  product: productSchema.partial({ id: true, createdAt: true, updatedAt: true }),
  /** The photo files the definition names, in order (the first is the product's image). */
  photos: z.array(z.string()),
  /** What was left out of the definition (a link that is not a web address, a photo not sent). */
  notes: z.array(z.string()),
});
export type ImportedDevice = z.infer<typeof importedDeviceSchema>;

/** Answer of POST /api/admin/import-devices (also the body of its 400 when nothing could be imported). */
export const importDevicesResultSchema = z.object({
  message: z.string(),
  added: z.number().int(),
  skipped: z.number().int(),
  products: z.array(importedDeviceSchema),
  problems: z.array(fileProblemSchema),
  files: z.array(importedFileSchema),
});
export type ImportDevicesResult = z.infer<typeof importDevicesResultSchema>;

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * The sentence that sums up an import (or its preview): the server's answer to one request and the
 * admin's report of a folder sent in several say it alike.
 */
export function importMessage({ preview, added, skipped, brokenFiles }: { preview: boolean; added: number; skipped: number; brokenFiles: number }): string {
  const skippedText = skipped > 0 ? `${count(skipped, "device")} skipped (the vendor has a product of that name)` : "";
  const brokenText = brokenFiles > 0 ? `${count(brokenFiles, "file")} cannot be imported` : "";
  const rest = [skippedText, brokenText].filter(Boolean).join(", ");
  if (preview) return `${count(added, "device")} would be added${rest ? `, ${rest}` : ""}`;
  if (added === 0) return rest ? `Nothing imported: ${rest}` : "Nothing to import";
  return `Imported ${count(added, "device")}${rest ? `, ${rest}` : ""}`;
}
