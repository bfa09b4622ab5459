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

const maxTextMessage = (max: number) => `At most ${max.toLocaleString("en-US")} characters`;

/** Required text: trimmed, not blank, capped. */
export const requiredText = (max: number) => z.string().trim().min(1, "Required").max(max, maxTextMessage(max));

/** Optional text: trimmed; missing, null or blank becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, maxTextMessage(max))
    .nullish()
    .transform((value) => (value ? value : null));

const wholeNumberText = /^-?[0-9]+$/;
const formatNumber = (n: number) => n.toLocaleString("en-US");

/**
 * An optional whole number that forms may send as a number, its decimal text, "" or "none" (spec 5:
 * category choice 'none' means no category); blank values become null. Number() would read "0x10",
 * "1e3" or " 1e300" as numbers, so text must be plain digits; anything not a safe integer within
 * [min, max] is refused with `message`.
 */
function optionalWholeNumber(min: number, max: number, message: string) {
  return z
    .union([z.number(), z.string().trim(), z.null()], { error: message })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null || value === "" || value === "none") return null;
      const number = typeof value === "number" ? value : wholeNumberText.test(value) ? Number(value) : Number.NaN;
      if (!Number.isSafeInteger(number) || number < min || number > max) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return number;
    });
}

/** An optional quantity such as stock: a whole number within [min, max], or null. */
export const optionalCount = (label: string, min: number, max: number) =>
  optionalWholeNumber(min, max, `${label} must be a whole number from ${formatNumber(min)} to ${formatNumber(max)}`);

/** An optional reference to another record by its numeric id, or null ("" and "none" too). */
export const optionalId = (label: string, record: string) =>
  optionalWholeNumber(1, Number.MAX_SAFE_INTEGER, `${label} must be a ${record}'s id (a whole number of 1 or more)`);

/**
 * Products and categories list by sortOrder (spec 2.14); blank means 0 (spec 5). Negative values
 * put an item before the default ones.
 */
export const sortOrderInput = optionalCount("Sort order", -1_000_000, 1_000_000).transform((value) => value ?? 0);

/**
 * Public pages render these as live href and src attributes, so only two kinds may be stored: an
 * absolute http(s) address with a host, or a path on this site (one leading slash; "//host" and
 * "/\host" lead elsewhere). javascript:, data:, vbscript:, file: and the like never get through.
 * Browsers drop tabs and line breaks inside a URL ("/\t/host" becomes "//host"), so no whitespace,
 * control character or backslash is allowed anywhere.
 */
export function isSafeLink(text: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\s\\\u0000-\u001f\u007f]/.test(text)) return false;
  if (/^\/(?!\/)/.test(text)) return true;
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    return new URL(text).hostname !== "";
  } catch {
    return false;
  }
}

const linkMessage = (label: string) =>
  `${label} must be a web address starting with http:// or https://, or a site path starting with / (such as /api/images/...)`;

/** An optional link (product website, datasheet, image; news featured image): see isSafeLink. */
export const optionalLink = (label: string) => optionalText(2000).refine((link) => link === null || isSafeLink(link), linkMessage(label));

/** A list of links (the product's image gallery): trimmed, blanks dropped, each checked. */
export const linkList = (label: string, maxItems: number) =>
  z
    .array(
      z
        .string()
        .trim()
        .max(2000, maxTextMessage(2000))
        .refine((link) => link === "" || isSafeLink(link), linkMessage(label)),
    )
    .max(maxItems, `At most ${maxItems} entries`)
    .nullish()
    .transform((items) => (items ?? []).filter((item) => item.length > 0));

/** Lists of text (features, tags, ...): trimmed, blanks dropped, empty when missing. */
export const textList = z
  .array(z.string().trim().max(500))
  .max(200)
  .nullish()
  .transform((items) => (items ?? []).filter((item) => item.length > 0));

/**
 * Issue 49: the requests of one larger action may repeat one id (a UUID the admin's page makes), so
 * the activity log and the trash show them as one action (a bulk action, an import in parts).
 */
export const clientBatchId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, "batchId is 8 to 64 letters, digits, - or _")
  .optional();
