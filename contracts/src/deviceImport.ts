import { z } from "zod";
import { requiredText } from "./common.js";
import { productSchema } from "./product.js";

/** At most this many definitions per request: they are written in one transaction. */
export const maxImportedDevices = 100;

/**
 * Body of POST /api/admin/import-devices (issue 22): device definitions of the LoRaWAN Device
 * Repository (`vendor/<vendor>/<device>.yaml`), each with the name of the file it came from, and
 * the vendor they belong to (the products' manufacturer). With `preview` nothing is written: the
 * answer says what the files would become.
 */
export const importDevicesInputSchema = z.object({
  vendor: requiredText(200),
  devices: z
    .array(z.object({ file: requiredText(300), yaml: z.string().max(200_000, "A device definition has at most 200,000 characters") }))
    .min(1, "Choose at least one device definition")
    .max(maxImportedDevices, `At most ${maxImportedDevices} device definitions at once`),
  preview: z.boolean().optional(),
});
export type ImportDevicesInput = z.infer<typeof importDevicesInputSchema>;

/** What one definition became: the product (as it is or would be stored), or skipped for its name. */
export const importedDeviceSchema = z.object({
  file: z.string(),
  /** True when a product of this name exists already: it is not overwritten. */
  skipped: z.boolean(),
  /** The product's fields; `id`, `createdAt` and `updatedAt` only once it is written. */
  product: productSchema.partial({ id: true, createdAt: true, updatedAt: true }),
});
export type ImportedDevice = z.infer<typeof importedDeviceSchema>;

/** Answer of POST /api/admin/import-devices. */
export const importDevicesResultSchema = z.object({
  message: z.string(),
  added: z.number().int(),
  skipped: z.number().int(),
  products: z.array(importedDeviceSchema),
});
export type ImportDevicesResult = z.infer<typeof importDevicesResultSchema>;
