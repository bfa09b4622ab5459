import { z } from "zod";
import { isoDateSchema, optionalId, optionalText, requiredText, sortOrderInput } from "./common.js";

/** A category as stored (spec 3.1) and answered by the admin API. */
export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  parentId: z.number().int().nullable(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type Category = z.infer<typeof categorySchema>;
export const categoryListSchema = z.array(categorySchema);

/** Body of POST /api/admin/categories and PUT /api/admin/categories/{id} (spec 5: sortOrder 0 when empty). */
export const categoryInputSchema = z.object({
  name: requiredText(100),
  description: optionalText(2000),
  parentId: optionalId("Parent category", "category"),
  isActive: z
    .boolean()
    .nullish()
    .transform((value) => value ?? true),
  sortOrder: sortOrderInput,
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;
export type CategoryInputBody = z.input<typeof categoryInputSchema>;

/** Answer of DELETE /api/admin/categories/{id}: products that used it lose their category. */
export const categoryDeleteResultSchema = z.object({
  message: z.string(),
  detachedProducts: z.number().int(),
});
export type CategoryDeleteResult = z.infer<typeof categoryDeleteResultSchema>;
