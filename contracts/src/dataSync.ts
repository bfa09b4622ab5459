import { z } from "zod";
import { categoryInputSchema, categoryListSchema } from "./category.js";
import { clientBatchId, isoDateSchema } from "./common.js";
import { maxBatchRecords, trashItemSchema } from "./history.js";
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
 * Body of POST /api/admin/import-data: an export file (possibly from another environment). Every
 * item is validated as the admin forms' bodies are, before anything is written.
 */
const importFileBodySchema = z
  .object({
    version: z.number().int().optional(),
    exportedAt: z.string().optional(),
    /** The parts of one file, sent one by one (`importParts`), repeat one id: one activity entry. */
    batchId: clientBatchId,
    categories: z.array(categoryImportSchema).default([]),
    products: z.array(productImportSchema).default([]),
    news: z.array(newsImportSchema).default([]),
    trash: z.array(trashImportSchema).default([]),
  })
  .superRefine((file, context) => {
    const records = file.categories.length + file.products.length + file.news.length + file.trash.length;
    if (records > maxBatchRecords)
      context.addIssue({
        code: "custom",
        message: `An import adds at most ${maxBatchRecords.toLocaleString("en-US")} records (categories, products, news and trash together); this file has ${records.toLocaleString("en-US")}. Split it into smaller files.`,
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
  /** Records of the file's trash put into this database's trash. */
  trash: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

const count = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** The import's message (spec 7: the answer's message, which the page shows): the server's, and the page's for a file sent in parts. */
export function importDataMessage({ added, trash }: Pick<ImportResult, "added" | "trash">): string {
  const total = added.categories + added.products + added.news;
  if (total + trash === 0) return "Nothing to import: every item already exists";
  const trashed = trash > 0 ? `, and ${count(trash, "item", "items")} into the trash` : "";
  return `Imported ${count(added.categories, "category", "categories")}, ${count(added.products, "product", "products")} and ${count(added.news, "news article", "news articles")}${trashed}`;
}

/**
 * Records in one of the import's transactions (Firestore takes at most 500 writes in one commit, and
 * the id counters ride along), and in one request of the admin's page. A request reads every
 * product's name, so its time grows with the catalogue, and it has 20 s at the local edge and 60 s
 * behind Hosting: one transaction per request keeps far from both (decision 019 has the figures).
 */
export const importPartRecords = 450;

/** An import file's lists, as read from the file (each may be missing), and whatever else it holds. */
export type ImportFileLists = { [list in (typeof exportLists)[number]]?: readonly unknown[] } & Record<string, unknown>;

/** The records of a file an import's progress counts: its categories go with every part. */
export const recordsToImport = (file: ImportFileLists) => (file.products?.length ?? 0) + (file.news?.length ?? 0) + (file.trash?.length ?? 0);

/**
 * A file as the requests that import it, in its order (products, news, then the trash), each of at
 * most `size` records and each a file the import takes. Every part carries the file's categories,
 * which the later parts skip as existing: a product names its category by the file's id, and only
 * the file's categories say which category that is.
 */
export function importParts<File extends ImportFileLists>(file: File, size = importPartRecords): File[] {
  const rest = (["products", "news", "trash"] as const).flatMap((list) => (file[list] ?? []).map((record) => ({ list, record })));
  // Categories are few and cheap to skip; a file of many still sends half a part of the rest each time.
  const room = Math.max(size - (file.categories?.length ?? 0), Math.ceil(size / 2));
  const parts: File[] = [];
  for (let start = 0; start < rest.length || parts.length === 0; start += room) {
    const part = { ...file, products: [] as unknown[], news: [] as unknown[], trash: [] as unknown[] };
    for (const { list, record } of rest.slice(start, start + room)) part[list].push(record);
    parts.push(part);
  }
  return parts;
}
