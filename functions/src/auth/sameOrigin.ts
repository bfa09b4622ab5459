import type { RequestHandler } from "express";
import { config } from "../config.js";
import { HttpError } from "../http/errors.js";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** The Origin header's scheme, host and port, or null for "null" and anything unparsable. */
function originOf(header: string): string | null {
  try {
    const url = new URL(header);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * State-changing calls from another site are refused (a second line behind SameSite=Strict). Only
 * the configured public origins pass (config().publicOrigins: scheme, host and port); Host and
 * X-Forwarded-Host are the caller's to write, so they say nothing about where a call came from.
 * Calls without an Origin header (server to server, tests, curl) pass: browsers send one on every
 * cross-origin write, and on every same-origin POST, PUT and DELETE.
 */
export const sameOriginWrites: RequestHandler = (req, _res, next) => {
  const header = req.get("origin");
  if (safeMethods.has(req.method) || header === undefined) return next();
  const origin = originOf(header);
  if (origin && config().publicOrigins.includes(origin)) return next();
  next(new HttpError(403, "Cross-origin request refused"));
};
