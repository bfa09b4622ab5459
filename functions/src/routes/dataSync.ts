import { Router } from "express";
import { actorOf } from "../auth/requireAdmin.js";
import { deadlineSignal } from "../http/deadline.js";
import { parse } from "../http/errors.js";
import { importFileSchema, type ExportFile, type ImportResult } from "@lorawan/contracts/dataSync";
import { dataSyncStore } from "../store/dataSync.js";

/** Data Sync tab (mounted behind requireAdmin): export everything, import only what is new. */
export const adminDataSyncRouter = Router();

adminDataSyncRouter.get("/api/admin/export-data", async (_req, res) => {
  res.json((await dataSyncStore.exportAll()) satisfies ExportFile);
});

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The whole file is validated before anything is written: a bad file changes nothing. Writes go in
 * whole transactions; an import cut short (database gone, deadline passed) is completed by running
 * it again, which adds only what is still missing.
 */
adminDataSyncRouter.post("/api/admin/import-data", async (req, res) => {
  const file = parse(importFileSchema, req.body);
  const { added, trash, skipped } = await dataSyncStore.importNew(file, actorOf(res), deadlineSignal(res));
  const total = added.categories + added.products + added.news;
  const trashed = trash > 0 ? `, and ${count(trash, "item", "items")} into the trash` : "";
  const message =
    total + trash === 0
      ? "Nothing to import: every item already exists"
      : `Imported ${count(added.categories, "category", "categories")}, ${count(added.products, "product", "products")} and ${count(added.news, "news article", "news articles")}${trashed}`;
  console.info(`import: added ${JSON.stringify(added)} and ${trash} into the trash, skipped ${JSON.stringify(skipped)}`);
  res.json({ message, added, skipped } satisfies ImportResult);
});
