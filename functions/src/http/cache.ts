import type { RequestHandler } from "express";

/** Public catalogue reads may sit in the CDN briefly (s-maxage matters only in production). */
export const publicCache: RequestHandler = (_req, res, next) => {
  res.set("Cache-Control", "public, max-age=60, s-maxage=300");
  next();
};

/**
 * Admin and auth answers are never cached. The Hosting emulator drops Set-Cookie from answers that
 * are not private, and no-store is private enough.
 */
export const noStore: RequestHandler = (_req, res, next) => {
  res.set("Cache-Control", "no-store");
  next();
};
