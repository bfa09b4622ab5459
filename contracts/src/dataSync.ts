import { z } from "zod";
import { categoryInputSchema, categoryListSchema } from "./category.js";
import { isoDateSchema } from "./common.js";
import { trashItemSchema } from "./history.js";
import { newsInputSchema, newsListSchema, newsSchema } from "./news.js";
import { productInputSchema, productListSchema, productSchema } from "./product.js";

/** Format version of the export file; import accepts files without one. */
export const exportFileVersion = 1;

/** Answer of GET /api/admin/export-data (spec 7, 9.1). */
export const exportFileSchema = z.object({
  version: z.literal(exportFileVersion),
  exportedAt: isoDateSchema,
  categories: categoryListSchema,
  products: productListSchema,
  news: newsListSchema,
  /** Issue 49: what is in the trash, each record whole (older files have none). */
  trash: z.array(
    z.discriminatedUnion("kind", [
      trashItemSchema.extend({ kind: z.literal("products"), record: productSchema }),
      trashItemSchema.extend({ kind: z.literal("news"), record: newsSchema }),
    ]),
  ),
});
export type ExportFile = z.infer<typeof exportFileSchema>;

/** The file's own id, used only to remap category references to the ids of this environment. */
const fileId = z.number().int().nullish();

const categoryImportSchema = z.object({ id: fileId }).and(categoryInputSchema);
const productImportSchema = z.object({ id: fileId, category: z.string().nullish() }).and(productInputSchema);
const newsImportSchema = z.object({ id: fileId, publishedAt: isoDateSchema.nullish() }).and(newsInputSchema);
/** A trashed record of the file: back into this database's trash, under an id of this database. */
const trashImportSchema = z.discriminatedUnion("kind", [
  trashItemSchema.extend({ kind: z.literal("products"), record: productImportSchema }),
  trashItemSchema.extend({ kind: z.literal("news"), record: newsImportSchema }),
]);

/**
 * The most records one import adds: twice the catalogue the admin is built for (5,000 products).
 * The whole import is one activity entry, which names every record it touched, and a Firestore
 * document holds at most 1 MiB: 10,000 records take about 570 KB of it.
 */
export const maxImportedRecords = 10_000;

/**
 * Body of POST /api/admin/import-data: an export file (possibly from another environment). Every
 * item is validated as the admin forms' bodies are, before anything is written.
 */
const importFileBodySchema = z
  .object({
    version: z.number().int().optional(),
    exportedAt: z.string().optional(),
    categories: z.array(categoryImportSchema).default([]),
    products: z.array(productImportSchema).default([]),
    news: z.array(newsImportSchema).default([]),
    trash: z.array(trashImportSchema).default([]),
  })
  .superRefine((file, context) => {
    const records = file.categories.length + file.products.length + file.news.length + file.trash.length;
    if (records > maxImportedRecords)
      context.addIssue({
        code: "custom",
        message: `An import adds at most ${maxImportedRecords.toLocaleString("en-US")} records (categories, products, news and trash together); this file has ${records.toLocaleString("en-US")}. Split it into smaller files.`,
      });
  });

/** The lists an export carries; a JSON file with none of them is not an export (`{"hello": 1}`). */
const exportLists = ["categories", "products", "news", "trash"] as const;

export const notAnExportMessage = "This file is not an export of this site: it has no categories, products or news list";

export const importFileSchema = z
  .record(z.string(), z.unknown(), { error: notAnExportMessage })
  .refine((file) => exportLists.some((list) => list in file), notAnExportMessage)
  .pipe(importFileBodySchema);
export type ImportFile = z.infer<typeof importFileSchema>;

const countsSchema = z.object({
  categories: z.number().int(),
  products: z.number().int(),
  news: z.number().int(),
});
export type ImportCounts = z.infer<typeof countsSchema>;

/** Answer of POST /api/admin/import-data: only new items (by name, slug for news) are added. */
export const importResultSchema = z.object({
  message: z.string(),
  added: countsSchema,
  skipped: countsSchema,
});
export type ImportResult = z.infer<typeof importResultSchema>;
