import { z } from "zod";

/** Numeric ids (products, categories, news) travel as numbers and are stored as the doc id text. */
export const idParamSchema = z.coerce.number().int().positive();

export const isoDateSchema = z.string().datetime({ offset: true });

export const errorSchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;
