import type { Request } from "express";
import type { z } from "zod";
import { baseVersionHeader, baseVersionSchema, idempotencyKeyHeader, idempotencyKeySchema } from "@lorawan/contracts/writeConditions";
import { HttpError } from "./errors.js";

function header<S extends z.ZodType>(req: Request, name: string, schema: S): z.infer<S> {
  const result = schema.safeParse(req.get(name) || undefined);
  if (!result.success) {
    throw new HttpError(400, "Invalid request", { issues: [{ path: name, message: result.error.issues[0]?.message ?? `Invalid ${name}` }] });
  }
  return result.data;
}

/** The version a write was based on (the Base-Version header), or undefined for an unconditional write. */
export const baseVersionOf = (req: Request): string | undefined => header(req, baseVersionHeader, baseVersionSchema);

/** The key of a create (the Idempotency-Key header), or undefined. */
export const idempotencyKeyOf = (req: Request): string | undefined => header(req, idempotencyKeyHeader, idempotencyKeySchema);
