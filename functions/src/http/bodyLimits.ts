import express, { type RequestHandler } from "express";
import { isWellFormedText, malformedTextMessage } from "./bodyErrors.js";
import { HttpError } from "./errors.js";

/** JSON bodies are capped at 1 MB; the import file (a whole catalogue) gets 20 MB. */
export const jsonLimitBytes = 1024 * 1024;
export const importLimitBytes = 20 * 1024 * 1024;
export const importDataPath = "/api/admin/import-data";

const importJson = express.json({ limit: importLimitBytes });
const defaultJson = express.json({ limit: jsonLimitBytes });

/**
 * Cloud Functions (and their emulator) have already parsed the body and kept `rawBody`; Express's
 * parser then leaves it alone, so the cap is checked on the raw bytes too. Whoever parsed it, text
 * that is not valid Unicode is refused here, once for every route (Firestore cannot store it).
 */
export const jsonBodies: RequestHandler = (req, res, next) => {
  const isImport = req.path === importDataPath;
  const rawBody = (req as { rawBody?: Buffer }).rawBody;
  if (rawBody && req.is("application/json") && rawBody.length > (isImport ? importLimitBytes : jsonLimitBytes)) {
    return next(new HttpError(413, "Request body too large"));
  }
  return (isImport ? importJson : defaultJson)(req, res, (err?: unknown) => {
    if (err) return next(err);
    if (!isWellFormedText(req.body)) return next(new HttpError(400, malformedTextMessage));
    return next();
  });
};
