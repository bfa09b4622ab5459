import type { ErrorRequestHandler, RequestHandler } from "express";
import { z } from "zod";
import { bodyParserRefusal, type BodyRefusal } from "./bodyErrors.js";

/** An error whose status and message are safe to show the caller. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const notFound = (what = "Not found") => new HttpError(404, what);

/** Parses `value` with `schema`, or throws a 400 carrying the zod issues. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new HttpError(400, "Invalid request", {
      issues: result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
    });
  }
  return result.data;
}

/** Seconds a caller should wait before retrying while the database is unreachable. */
const unavailableRetryAfter = 30;

export const serviceUnavailable = () =>
  new HttpError(503, "The service is temporarily unavailable. Please try again shortly.", { retryAfter: unavailableRetryAfter });

/**
 * Firestore (gRPC) failures that mean "the database cannot be reached right now", not "this
 * request is wrong": UNAVAILABLE (14, connection refused or lost) and DEADLINE_EXCEEDED (4).
 */
function isDatabaseUnavailable(err: unknown): boolean {
  if (typeof err !== "object" || err === null || !("code" in err)) return false;
  return err.code === 14 || err.code === 4;
}

export const unknownApiPath: RequestHandler = (_req, _res, next) => next(notFound("Unknown API path"));

/** Other http-errors meant for the caller (`expose`), such as a path parameter Express cannot decode. */
function exposedClientError(err: unknown): BodyRefusal | null {
  if (typeof err !== "object" || err === null || !("expose" in err) || err.expose !== true || !("status" in err)) return null;
  const status = Number(err.status);
  return status >= 400 && status < 500 && err instanceof Error ? { status, message: err.message } : null;
}

export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  // The request deadline already answered 503; the handler failed (or gave up) after it.
  if (res.headersSent) {
    console.warn(`${req.method} ${req.path} failed after its answer was sent:`, err instanceof Error ? err.message : err);
    return;
  }
  if (isDatabaseUnavailable(err)) {
    console.error(`${req.method} ${req.path} failed: database unavailable`);
    err = serviceUnavailable();
  }
  if (err instanceof HttpError) {
    if ((err.status === 429 || err.status === 503) && typeof err.extra.retryAfter === "number") {
      res.set("Retry-After", String(err.extra.retryAfter));
    }
    const { retryAfter: _omit, ...extra } = err.extra;
    res.status(err.status).json({ message: err.message, ...extra });
    return;
  }
  const refusal = bodyParserRefusal(err) ?? exposedClientError(err);
  if (refusal) {
    res.status(refusal.status).json({ message: refusal.message });
    return;
  }
  console.error(`${req.method} ${req.path} failed`, err);
  res.status(500).json({ message: "Internal server error" });
};
