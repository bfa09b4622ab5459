import { z } from "zod";
import { isoDateSchema } from "./common.js";

/*
 * Issue 49: revision history, restore, trash and the activity log (decision 105).
 *
 * Changes to the contract as first agreed (any later change is written here first):
 * - Addition: POST /api/admin/products/bulk takes an optional `batchId` (8-64 of A-Z a-z 0-9 _ -,
 *   e.g. crypto.randomUUID()). Send the same one with every 400-id request of one selection: a
 *   450-product delete is then ONE trash batch (restore it with { batchId }) and ONE activity entry
 *   of count 450. Without it each request is its own batch.
 * - Revision ids: "r<seq>" for a single write, "b-<batchId>" for a record's part of a bulk action,
 *   import, bulk delete or restore from the trash. Both are accepted by restore.
 * - Restoring a "create" revision is a 400 (nothing before it); an id no longer kept is a 404.
 * - Categories: deleting one keeps a "delete" revision (every field -> null), but the category
 *   is gone, so GET .../categories/{id}/revisions answers 404 afterwards; the entry stays in Activity.
 * - Trash restore: an item not in the trash is a 404 that changes nothing; a news article whose
 *   slug another article took meanwhile is a 409; a product whose category was deleted meanwhile
 *   comes back without one. Trash items carry no `count`.
 * - A bulk delete is committed 200 products per transaction after all are checked; a product
 *   changed between two of them is a 409, and the ones already moved are in the trash (same batch).
 * - Data Sync: the export file has `trash: (TrashItem & { record: Product | News })[]`
 *   (contracts/src/dataSync.ts); the import takes it and adds what is new under new ids.
 * - Activity entry ids: "r-..." for a single write (read from its revision), "a-..." for a bulk
 *   action, import, bulk delete, restore from the trash, sign-in or emptied trash.
 *
 * Restore, as implemented: POST /api/admin/{kind}/{id}/restore { revisionId: R } puts the record
 * back the way it was right BEFORE revision R was applied: R's changes and every later revision's
 * changes are undone (each field takes the `before` value of the oldest revision, from R on, that
 * changed it). Restoring the first of two price edits brings the original price back.
 */

/** The records that keep revisions. */
export const historyKinds = ["products", "news", "categories"] as const;
export const historyKindSchema = z.enum(historyKinds);
export type HistoryKind = z.infer<typeof historyKindSchema>;

/** The records that go to the trash on delete (categories are removed as before). */
export const trashKinds = ["products", "news"] as const;
export const trashKindSchema = z.enum(trashKinds);
export type TrashKind = z.infer<typeof trashKindSchema>;

/** What a revision records. */
export const revisionActions = [
  "create",
  "save",
  "publish",
  "unpublish",
  "bulk-publish",
  "bulk-unpublish",
  "bulk-category",
  "delete",
  "restore-from-trash",
  "import",
  "restore",
] as const;
export const revisionActionSchema = z.enum(revisionActions);
export type RevisionAction = z.infer<typeof revisionActionSchema>;

/** Who made a write: the admin's uid, and the email and name the session carried. */
export const actorSchema = z.object({ uid: z.string(), email: z.string().nullable(), name: z.string().nullable() });
export type Actor = z.infer<typeof actorSchema>;

/** One field a write changed: its value before and after. */
export const fieldChangeSchema = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type FieldChange = z.infer<typeof fieldChangeSchema>;

/** Revisions kept per record; older ones are pruned by later writes. */
export const revisionRetention = 50;

export const revisionSchema = z.object({
  id: z.string(),
  kind: historyKindSchema,
  recordId: z.number().int(),
  /** Server time the write was applied (an offline edit: when it was sent). */
  at: isoDateSchema,
  by: actorSchema,
  action: revisionActionSchema,
  changes: z.array(fieldChangeSchema),
  /** The record's updatedAt after this write. */
  version: z.string(),
  /** For action "restore": the revision restored to. */
  restoredFrom: z.string().optional(),
  /** Shared by every revision of one bulk action or import. */
  batchId: z.string().optional(),
});
export type Revision = z.infer<typeof revisionSchema>;

/** GET /api/admin/{kind}/{id}/revisions: newest first, at most revisionRetention. */
export const revisionListSchema = z.object({ revisions: z.array(revisionSchema) });
export type RevisionList = z.infer<typeof revisionListSchema>;

/** The path parameter {kind} of the history routes. */
export const historyKindParamsSchema = z.object({ kind: historyKindSchema });

/** Body of POST /api/admin/{kind}/{id}/restore (with the Base-Version header like any update). */
export const restoreInputSchema = z.object({ revisionId: z.string().trim().min(1, "Choose a revision").max(200) });
export type RestoreInput = z.infer<typeof restoreInputSchema>;

/** Trash: items older than this are removed for good by the scheduled purge. */
export const trashRetentionDays = 30;

export const trashItemSchema = z.object({
  kind: trashKindSchema,
  id: z.number().int(),
  /** The product's name or the news article's title. */
  name: z.string(),
  deletedAt: isoDateSchema,
  deletedBy: actorSchema,
  /** One per delete request: every item of one bulk delete shares it. */
  batchId: z.string(),
});
export type TrashItem = z.infer<typeof trashItemSchema>;

/** GET /api/admin/trash: newest first. */
export const trashListSchema = z.object({ items: z.array(trashItemSchema) });
export type TrashList = z.infer<typeof trashListSchema>;

/** A trashed record by its kind and id. */
export const trashRefSchema = z.object({ kind: trashKindSchema, id: z.number().int().positive() });
export type TrashRef = z.infer<typeof trashRefSchema>;

/** At most this many items per restore or empty request (a bulk delete is at most 400). */
export const maxTrashItemsPerRequest = 500;

const trashRefsSchema = z
  .array(trashRefSchema)
  .min(1, "Choose at least one item")
  .max(maxTrashItemsPerRequest, `At most ${maxTrashItemsPerRequest} items per request`);

/** Body of POST /api/admin/trash/restore: chosen items, or every item of one delete. */
export const trashRestoreInputSchema = z.union([
  z.object({ items: trashRefsSchema }).strict(),
  z.object({ batchId: z.string().trim().min(1).max(200) }).strict(),
]);
export type TrashRestoreInput = z.infer<typeof trashRestoreInputSchema>;
export const trashRestoreResultSchema = z.object({ restored: z.array(trashRefSchema) });
export type TrashRestoreResult = z.infer<typeof trashRestoreResultSchema>;

/** Body of POST /api/admin/trash/empty: chosen items, or the whole trash. */
export const trashEmptyInputSchema = z.union([z.object({ items: trashRefsSchema }).strict(), z.object({ all: z.literal(true) }).strict()]);
export type TrashEmptyInput = z.infer<typeof trashEmptyInputSchema>;
export const trashEmptyResultSchema = z.object({ removed: z.number().int() });
export type TrashEmptyResult = z.infer<typeof trashEmptyResultSchema>;

/** What the activity log shows: every revision action, and what is not a revision. */
export const activityActions = [...revisionActions, "sign-in", "empty-trash", "bulk-delete"] as const;
export const activityActionSchema = z.enum(activityActions);
export type ActivityAction = z.infer<typeof activityActionSchema>;

export const activityEntrySchema = z.object({
  id: z.string(),
  at: isoDateSchema,
  by: actorSchema,
  action: activityActionSchema,
  kind: historyKindSchema.nullable(),
  recordId: z.number().int().nullable(),
  name: z.string().nullable(),
  /** 1 for a single write, N for a bulk action or import. */
  count: z.number().int(),
  batchId: z.string().optional(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

const dayText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "A date such as 2026-11-29")
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), "Not a real date");

/** Query of GET /api/admin/activity and /api/admin/activity.csv. */
export const activityQuerySchema = z
  .object({
    person: z.string().trim().min(1).max(200).optional(),
    action: activityActionSchema.optional(),
    from: dayText.optional(),
    to: dayText.optional(),
    cursor: z.string().min(1).max(500).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: "The start date must not be after the end date", path: ["from"] });
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const activityPageSchema = z.object({
  entries: z.array(activityEntrySchema),
  nextCursor: z.string().nullable(),
  /** Everyone who appears in the log, for the person filter. */
  people: z.array(actorSchema),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

/**
 * The most records one action names (an import, a bulk action sent in parts): twice the catalogue
 * the admin is built for (5,000 products). The action is one activity entry, which names every
 * record it touched, and a Firestore document holds at most 1 MiB: 10,000 records take about
 * 570 KB of it.
 */
export const maxBatchRecords = 10_000;
