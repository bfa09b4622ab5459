import type { RequestHandler, Response } from "express";
import { config } from "../config.js";
import { serviceUnavailable } from "./errors.js";

const signals = new WeakMap<Response, AbortSignal>();

/**
 * Aborted once the request has been answered 503 for missing its deadline: long work (an import)
 * checks it between steps, so a caller who was told "failed" does not see writes land later.
 */
export const deadlineSignal = (res: Response): AbortSignal | undefined => signals.get(res);

/**
 * Answers 503 when a request has not been answered within REQUEST_DEADLINE_MS. firebase-admin
 * retries an unreachable Firestore for up to ten minutes (a commit) or about 45 seconds (a read)
 * before it fails; the caller gets a prompt JSON answer instead of a hung connection. Writes stay
 * whole either way: every multi-document write is one batch or transaction.
 */
export const requestDeadline: RequestHandler = (req, res, next) => {
  const controller = new AbortController();
  signals.set(res, controller.signal);
  const timer = setTimeout(() => {
    if (res.headersSent) return;
    controller.abort();
    console.error(`${req.method} ${req.path} missed its ${config().requestDeadlineMs} ms deadline`);
    const error = serviceUnavailable();
    res.set("Retry-After", String(error.extra.retryAfter)).status(error.status).json({ message: error.message });
  }, config().requestDeadlineMs);
  res.once("finish", () => clearTimeout(timer));
  res.once("close", () => clearTimeout(timer));
  next();
};
