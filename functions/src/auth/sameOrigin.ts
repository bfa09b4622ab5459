import type { RequestHandler } from "express";
import { config } from "../config.js";
import { HttpError } from "../http/errors.js";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

function allowedOrigins(): string[] {
  return (config().PUBLIC_ORIGIN ?? "")
    .split(",")
    .map((origin) => origin.trim().replace(/\/+$/, ""))
    .filter(Boolean);
}

/**
 * State-changing calls from another site are refused (a second line behind SameSite=Strict).
 * Allowed: the PUBLIC_ORIGIN list and the request's own host. Calls without an Origin header
 * (server to server, tests, curl) pass; browsers always send one on cross-site writes.
 */
export const sameOriginWrites: RequestHandler = (req, _res, next) => {
  const origin = req.get("origin");
  if (safeMethods.has(req.method) || origin === undefined) return next();
  if (allowedOrigins().includes(origin.replace(/\/+$/, ""))) return next();
  let host: string | null = null;
  try {
    host = new URL(origin).host;
  } catch {
    host = null;
  }
  // Behind Hosting the host the browser used arrives as X-Forwarded-Host.
  const ownHosts = [req.get("x-forwarded-host"), req.get("host")].filter(Boolean);
  if (host && ownHosts.includes(host)) return next();
  next(new HttpError(403, "Cross-origin request refused"));
};
