import { z } from "zod";
import { categoryInputSchema, categoryListSchema } from "./category.js";
import { isoDateSchema } from "./common.js";
import { newsInputSchema, newsListSchema } from "./news.js";
import { productInputSchema, productListSchema } from "./product.js";

/** Format version of the export file; import accepts files without one. */
export const exportFileVersion = 1;

/** Answer of GET /api/admin/export-data (spec 7, 9.1). */
export const exportFileSchema = z.object({
  version: z.literal(exportFileVersion),
  exportedAt: isoDateSchema,
  categories: categoryListSchema,
  products: productListSchema,
  news: newsListSchema,
});
export type ExportFile = z.infer<typeof exportFileSchema>;

/** The file's own id, used only to remap category references to the ids of this environment. */
const fileId = z.number().int().nullish();

const categoryImportSchema = z.object({ id: fileId }).and(categoryInputSchema);
const productImportSchema = z.object({ id: fileId, category: z.string().nullish() }).and(productInputSchema);
const newsImportSchema = z.object({ id: fileId, publishedAt: isoDateSchema.nullish() }).and(newsInputSchema);

/**
 * Body of POST /api/admin/import-data: an export file (possibly from another environment). Every
 * item is validated as the admin forms' bodies are, before anything is written.
 */
export const importFileSchema = z.object({
  version: z.number().int().optional(),
  exportedAt: z.string().optional(),
  categories: z.array(categoryImportSchema).default([]),
  products: z.array(productImportSchema).default([]),
  news: z.array(newsImportSchema).default([]),
});
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
