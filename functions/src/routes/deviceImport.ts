import { Router } from "express";
import { parse } from "../http/errors.js";
import { productFromDeviceDefinition } from "../import/deviceDefinition.js";
import { importDevicesInputSchema, type ImportDevicesResult, type ImportedDevice } from "@lorawan/contracts/deviceImport";
import { addNewProducts } from "../store/deviceImport.js";

/**
 * Data Sync tab (mounted behind requireAdmin, issue 22): products from device definitions of the
 * LoRaWAN Device Repository. Every file is read and checked before anything is written: one bad
 * file is a 400 naming it, and nothing is added. Products whose name exists are skipped.
 */
export const adminDeviceImportRouter = Router();

const devices = (n: number) => `${n} ${n === 1 ? "device" : "devices"}`;

adminDeviceImportRouter.post("/api/admin/import-devices", async (req, res) => {
  const { vendor, devices: files, preview = false } = parse(importDevicesInputSchema, req.body);
  const inputs = files.map(({ file, yaml }) => productFromDeviceDefinition(file, yaml, vendor));
  const { results } = await addNewProducts(inputs, !preview);
  // What was not written (skipped, or a preview) has no id or dates of its own.
  const products: ImportedDevice[] = results.map((result, i) => ({
    file: files[i]!.file,
    skipped: result.skipped,
    product: result.product ?? { ...result.input, category: null },
  }));
  const added = results.filter((result) => !result.skipped).length;
  const skipped = results.length - added;
  const message = preview
    ? `${devices(added)} would be added${skipped > 0 ? `, ${devices(skipped)} skipped (a product of that name exists)` : ""}`
    : added === 0
      ? "Nothing to import: a product of each name exists already"
      : `Imported ${devices(added)}${skipped > 0 ? `, skipped ${devices(skipped)} whose name exists` : ""}`;
  if (!preview) console.info(`import-devices: added ${added}, skipped ${skipped}`);
  // In a preview, `added` counts what would be added.
  res.json({ message, added, skipped, products } satisfies ImportDevicesResult);
});
