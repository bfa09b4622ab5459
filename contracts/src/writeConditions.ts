import { z } from "zod";
import { isoDateSchema } from "./common.js";

/**
 * Admin writes say which version of a record they were based on, and creates carry a key that makes
 * a retried request harmless (decision 030). Both travel as headers, so the bodies stay the record's
 * fields and every write (PUT, PATCH, DELETE, bulk) carries them the same way.
 */

/** The `updatedAt` the admin read before editing; a stored record that differs answers 409. */
export const baseVersionHeader = "Base-Version";

/** A create's key: the same key again answers the record the first request created. */
export const idempotencyKeyHeader = "Idempotency-Key";

export const baseVersionSchema = isoDateSchema.optional();

export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,100}$/, "An Idempotency-Key is 16 to 100 letters, digits, - or _ (a UUID will do)")
  .optional();

/**
 * The body of a 409 for a write based on an older version: the record as it is now, so the admin
 * can compare it with their own and choose.
 */
export interface StaleVersionAnswer<T> {
  message: string;
  current: T;
}
