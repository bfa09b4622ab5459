import { Router } from "express";
import { actorOf } from "../auth/requireAdmin.js";
import { deadlineSignal } from "../http/deadline.js";
import { parse } from "../http/errors.js";
import { importDataMessage, importFileSchema, type ExportFile, type ImportResult } from "@lorawan/contracts/dataSync";
import { dataSyncStore } from "../store/dataSync.js";

/** Data Sync tab (mounted behind requireAdmin): export everything, import only what is new. */
export const adminDataSyncRouter = Router();

adminDataSyncRouter.get("/api/admin/export-data", async (_req, res) => {
  res.json((await dataSyncStore.exportAll()) satisfies ExportFile);
});

/**
 * The whole file is validated before anything is written: a bad file changes nothing. Writes go in
 * whole transactions; an import cut short (database gone, deadline passed) is completed by running
 * it again, which adds only what is still missing.
 */
adminDataSyncRouter.post("/api/admin/import-data", async (req, res) => {
  const file = parse(importFileSchema, req.body);
  const { added, trash, skipped } = await dataSyncStore.importNew(file, actorOf(res), deadlineSignal(res));
  console.info(`import: added ${JSON.stringify(added)} and ${trash} into the trash, skipped ${JSON.stringify(skipped)}`);
  res.json({ message: importDataMessage({ added, trash }), added, skipped, trash } satisfies ImportResult);
});
