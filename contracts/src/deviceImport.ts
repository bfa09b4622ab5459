import { z } from "zod";
import { requiredText } from "./common.js";
import { productSchema } from "./product.js";

/** At most this many files per request: the whole Device Repository (about 900 device definitions) fits in one. */
export const maxImportedDevices = 2000;
/** At most this many photos per request, and bytes in all of them (the body stays under the function's cap). */
export const maxImportedImages = 200;
export const maxImportedImageBytes = 8 * 1024 * 1024;

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
        yaml: z.string().max(200_000, "A device definition has at most 200,000 characters"),
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
        contentBase64: z
          .string()
          .max(Math.ceil((maxImportedImageBytes * 4) / 3) + 4)
          .optional(),
      }),
    )
    .max(maxImportedImages, `At most ${maxImportedImages} photos at once`)
    .refine(
      (images) => images.reduce((sum, image) => sum + (image.contentBase64?.length ?? 0), 0) <= Math.ceil((maxImportedImageBytes * 4) / 3) + 4,
      `The photos may add up to at most ${maxImportedImageBytes / 1024 / 1024} MB per import: import the folder in parts`,
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
