import { Router } from "express";
import { actorOf, adminOf } from "../auth/requireAdmin.js";
import { parse } from "../http/errors.js";
import { refuseNonImagePhotos, storePhotos, type PhotoEntry } from "../import/devicePhotos.js";
import { readVendorFolder } from "../import/vendorFolder.js";
import { importDevicesInputSchema, importMessage, type ImportDevicesResult, type ImportedDevice } from "@lorawan/contracts/deviceImport";
import { addProducts, findDuplicates } from "../store/deviceImport.js";

/**
 * Data Sync tab (mounted behind requireAdmin, issues 22, 32 and 47): products from a vendor folder
 * of the LoRaWAN Device Repository. Every file is read before anything is written, and each is
 * judged on its own: a file that cannot be read (bad YAML, a custom tag, an alias bomb, too long) or
 * a device whose photo is no image is refused by name, never the request. Broken files are all
 * listed (file, line, field, a sentence); the good devices are imported anyway unless the admin asks
 * for all or nothing. A device the vendor has already (same name, and part number where both have
 * one) is skipped. Photos a definition names are stored as media and become its images.
 */
export const adminDeviceImportRouter = Router();

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

adminDeviceImportRouter.post("/api/admin/import-devices", async (req, res) => {
  const input = parse(importDevicesInputSchema, req.body);
  const { preview = false, allOrNothing = false } = input;
  const folder = readVendorFolder(input);
  const duplicates = await findDuplicates(folder.devices.map(({ device }) => device.product));
  const entries: PhotoEntry[] = folder.devices.map(({ file, device }, i) => ({
    device: { file, skipped: duplicates[i]!, product: { ...device.product, category: null }, photos: device.photos, notes: device.notes } as ImportedDevice,
    product: device.product,
  }));
  // Judged by their bytes: a preview that sends the photos' names only is told when they are sent.
  const photos = refuseNonImagePhotos(
    entries.filter((entry) => !entry.device.skipped),
    input.images,
  );
  const refusedByPhoto = new Set(entries.filter((entry) => !entry.device.skipped && !photos.kept.includes(entry)));
  const problems = [...folder.problems, ...photos.problems];
  const judged = entries.filter((entry) => !refusedByPhoto.has(entry));
  const files = folder.files.map((file) => photos.files.find((refusal) => refusal.file === file.file) ?? file);
  let fresh = judged.filter((entry) => !entry.device.skipped);
  const brokenBefore = new Set(problems.map((problem) => problem.file)).size;
  const refused = brokenBefore > 0 && (allOrNothing || judged.length === 0);
  if (!preview && !refused) {
    for (const { entry, problem } of await storePhotos(fresh, input.images, adminOf(res).id)) {
      problems.push(problem);
      fresh = fresh.filter((other) => other !== entry);
      judged.splice(judged.indexOf(entry), 1);
    }
    const written = await addProducts(
      fresh.map((entry) => entry.product),
      actorOf(res),
    );
    written.forEach((product, i) => (fresh[i]!.device.product = product));
  }
  const brokenFiles = new Set(problems.map((problem) => problem.file)).size;
  const added = refused ? 0 : fresh.length;
  const skipped = judged.length - fresh.length;
  const single = problems.length === 1 ? problems[0]! : null;
  const message = refused
    ? single
      ? `${single.file}${single.line ? ` (line ${single.line})` : ""}: ${single.message}`
      : `${count(brokenFiles, "file")} cannot be imported${allOrNothing && judged.length > 0 ? ", so nothing was imported" : ""}`
    : importMessage({ preview, added, skipped, brokenFiles });
  const answer: ImportDevicesResult = { message, added, skipped, products: judged.map((entry) => entry.device), problems, files };
  if (!preview) console.info(`import-devices: added ${added}, skipped ${skipped}, broken ${brokenFiles}`);
  // A preview always answers what would happen; an import that could write nothing for broken files is the caller's mistake.
  res.status(refused && !preview ? 400 : 200).json(answer);
});
