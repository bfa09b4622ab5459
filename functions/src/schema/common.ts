import { z } from "zod";

/**
 * A numeric id (product, category, news) as a path writes it. Only its canonical decimal names it:
 * Number() would also read "0x1", "1e0", " 1" or "01" as 1, and one record must have one address.
 * Ids are stored as the doc id text, so the number's own text is the only spelling that exists.
 */
const idParamSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,15}$/, "An id is a whole number such as 12, without signs, spaces, decimals or leading zeros")
  .transform(Number)
  .pipe(z.number().int("An id is a whole number such as 12, without signs, spaces, decimals or leading zeros"));

/** The path parameters of /.../{id}: every route reads a numeric id through this. */
export const idParamsSchema = z.object({ id: idParamSchema });

export const isoDateSchema = z.string().datetime({ offset: true });

export const errorSchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

/** A plain confirmation answer (deletes, logout). */
export const messageSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageSchema>;

/** Required text: trimmed, not blank, capped. */
export const requiredText = (max: number) => z.string().trim().min(1, "Required").max(max);

/** Optional text: trimmed; missing, null or blank becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * An optional whole number that forms may send as a number, a numeric string, "" or "none"
 * (spec 5: category choice 'none' means no category); blank values become null.
 */
export const nullableInt = z
  .union([z.number(), z.string().trim(), z.null()])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null || value === "" || value === "none") return null;
    const number = typeof value === "number" ? value : Number(value);
    if (!Number.isInteger(number)) {
      ctx.addIssue({ code: "custom", message: "Expected a whole number" });
      return z.NEVER;
    }
    return number;
  });

/** Lists of text (features, tags, ...): trimmed, blanks dropped, empty when missing. */
export const textList = z
  .array(z.string().trim().max(500))
  .max(200)
  .nullish()
  .transform((items) => (items ?? []).filter((item) => item.length > 0));
