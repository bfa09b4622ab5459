import type { RequestHandler } from "express";

/** Public catalogue reads may sit in the CDN briefly (s-maxage matters only in production). */
export const publicCache: RequestHandler = (_req, res, next) => {
  res.set("Cache-Control", "public, max-age=60, s-maxage=300");
  next();
};

/**
 * Admin and auth answers are never cached. `private` is spelled out because Hosting (and its
 * emulator) drops Set-Cookie from any answer whose Cache-Control lacks the word "private".
 */
const noStoreValue = "private, no-store";

export const noStore: RequestHandler = (_req, res, next) => {
  res.set("Cache-Control", noStoreValue);
  next();
};
