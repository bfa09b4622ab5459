import type { RequestHandler } from "express";

/**
 * API answers are data, never documents: should one be opened as a page, it may load nothing and
 * be framed by nobody. Pages get their own policy from firebase.json (Hosting).
 */
export const apiSecurityHeaders: RequestHandler = (_req, res, next) => {
  res.set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
  res.set("X-Content-Type-Options", "nosniff");
  next();
};
