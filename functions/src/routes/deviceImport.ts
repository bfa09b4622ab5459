import { Router } from "express";
import { adminOf } from "../auth/requireAdmin.js";
import { HttpError, parse } from "../http/errors.js";
import { readVendorFolder } from "../import/vendorFolder.js";
import { addMediaFile } from "../media/mediaLibrary.js";
import { importDevicesInputSchema, type ImportDevicesInput, type ImportDevicesResult, type ImportedDevice } from "@lorawan/contracts/deviceImport";
import type { ProductInput } from "@lorawan/contracts/product";
import { addProducts, findDuplicates } from "../store/deviceImport.js";

/**
 * Data Sync tab (mounted behind requireAdmin, issues 22 and 32): products from a vendor folder of
 * the LoRaWAN Device Repository. Every file is read before anything is written. Broken files are
 * all listed (file, line, field, a sentence); the good devices are imported anyway unless the admin
 * asks for all or nothing. A device the vendor has already (same name, and part number where both
 * have one) is skipped. Photos a definition names are stored as media and become its images.
 */
export const adminDeviceImportRouter = Router();

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const devices = (n: number) => count(n, "device");

function messageOf(preview: boolean, added: number, skipped: number, broken: number): string {
  const skippedText = skipped > 0 ? `${devices(skipped)} skipped (the vendor has a product of that name)` : "";
  const brokenText = broken > 0 ? `${count(broken, "file")} cannot be imported` : "";
  const rest = [skippedText, brokenText].filter(Boolean).join(", ");
  if (preview) return `${devices(added)} would be added${rest ? `, ${rest}` : ""}`;
  if (added === 0) return rest ? `Nothing imported: ${rest}` : "Nothing to import";
  return `Imported ${devices(added)}${rest ? `, ${rest}` : ""}`;
}

/** Stores the photos the new products name, and sets each product's image and gallery from them. */
async function attachPhotos(input: ImportDevicesInput, entries: { device: ImportedDevice; product: ProductInput }[], uploadedBy: string): Promise<void> {
  const sent = new Map((input.images ?? []).map((image) => [image.file.split(/[\\/]/).at(-1)!, image]));
  const stored = new Map<string, string | null>();
  for (const entry of entries) {
    const urls: string[] = [];
    for (const photo of entry.device.photos) {
      const name = photo.split("/").at(-1)!;
      if (!stored.has(name)) {
        const image = sent.get(name);
        if (!image?.contentBase64) {
          stored.set(name, null);
        } else {
          try {
            const file = await addMediaFile({ bytes: Buffer.from(image.contentBase64, "base64"), originalName: image.file }, uploadedBy);
            stored.set(name, file.url);
          } catch (error) {
            stored.set(name, null);
            entry.device.notes.push(`Photo ${name}: ${error instanceof HttpError ? error.message : "could not be stored"}`);
            continue;
          }
        }
      }
      const url = stored.get(name);
      if (url) urls.push(url);
      else if (!entry.device.notes.some((note) => note.startsWith(`Photo ${name}`))) entry.device.notes.push(`Photo ${name} was not sent with the files`);
    }
    entry.product.image = urls[0] ?? null;
    entry.product.imageGallery = urls.slice(1, 21);
  }
}

adminDeviceImportRouter.post("/api/admin/import-devices", async (req, res) => {
  const input = parse(importDevicesInputSchema, req.body);
  const { preview = false, allOrNothing = false } = input;
  const folder = readVendorFolder(input);
  const brokenFiles = new Set(folder.problems.map((problem) => problem.file)).size;
  const duplicates = await findDuplicates(folder.devices.map(({ device }) => device.product));
  const entries = folder.devices.map(({ file, device }, i) => ({
    device: { file, skipped: duplicates[i]!, product: { ...device.product, category: null }, photos: device.photos, notes: device.notes } as ImportedDevice,
    product: device.product,
  }));
  const fresh = entries.filter((entry) => !entry.device.skipped);
  const refused = brokenFiles > 0 && (allOrNothing || folder.devices.length === 0);
  if (!preview && !refused) {
    await attachPhotos(input, fresh, adminOf(res).id);
    const written = await addProducts(fresh.map((entry) => entry.product));
    written.forEach((product, i) => (fresh[i]!.device.product = product));
  }
  const added = refused ? 0 : fresh.length;
  const skipped = entries.length - fresh.length;
  const single = folder.problems.length === 1 ? folder.problems[0]! : null;
  const message = refused
    ? single
      ? `${single.file}${single.line ? ` (line ${single.line})` : ""}: ${single.message}`
      : `${count(brokenFiles, "file")} cannot be imported${allOrNothing && folder.devices.length > 0 ? ", so nothing was imported" : ""}`
    : messageOf(preview, added, skipped, brokenFiles);
  const answer: ImportDevicesResult = {
    message,
    added,
    skipped,
    products: entries.map((entry) => entry.device),
    problems: folder.problems,
    files: folder.files,
  };
  if (!preview) console.info(`import-devices: added ${added}, skipped ${skipped}, broken ${brokenFiles}`);
  // A preview always answers what would happen; an import that could write nothing for broken files is the caller's mistake.
  res.status(refused && !preview ? 400 : 200).json(answer);
});
