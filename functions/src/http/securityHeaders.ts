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

/**
 * Every answer of the function, API and pages: no other site may embed it (an image, a script, a
 * JSON read through `no-cors`), which keeps it out of another origin's process (Spectre). Hosting
 * sets the same on its files (firebase.json). Crawlers and link previews fetch from servers, which
 * the header does not concern.
 */
export const sameOriginResources: RequestHandler = (_req, res, next) => {
  res.set("Cross-Origin-Resource-Policy", "same-origin");
  next();
};
