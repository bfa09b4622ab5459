import { isUtf8 } from "node:buffer";
import express, { type Request, type RequestHandler } from "express";
import { isWellFormedText, jsonCharsetRefusal, malformedTextMessage, notJsonMessage, notUtf8Message } from "./bodyErrors.js";
import { HttpError } from "./errors.js";

/** JSON bodies are capped at 1 MB; the imports (a whole catalogue, a Device Repository folder with photos) get 20 MB. */
const jsonLimitBytes = 1024 * 1024;
const importLimitBytes = 20 * 1024 * 1024;
const importDataPath = "/api/admin/import-data";
const importPaths = new Set([importDataPath, "/api/admin/import-devices"]);

/** The one API route whose body is not JSON: a media upload is multipart (http/multipart.ts). */
const multipartPaths = new Set(["/api/admin/media/upload"]);

/**
 * body-parser decodes bytes that are not UTF-8 as U+FFFD and carries on; the text stored would not
 * be the text sent, so the bytes are checked as read and the request refused after parsing.
 */
const notUtf8 = new WeakSet<Request>();
const markInvalidUtf8 = (req: Request, _res: unknown, bytes: Buffer) => {
  if (!isUtf8(bytes)) notUtf8.add(req);
};
const importJson = express.json({ limit: importLimitBytes, verify: markInvalidUtf8 });
const defaultJson = express.json({ limit: jsonLimitBytes, verify: markInvalidUtf8 });

/** A request that carries a body, by its headers (Content-Length: 0 carries none). */
const carriesBody = (req: Request) => req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;

/**
 * Every API body but an upload is JSON: another Content-Type is 415, not read as a form (the
 * Functions runtime parses forms before our code, and a form's strings passed the schemas), and so
 * is JSON in a charset other than UTF-8 (whatever the runtime made of its bytes). Cloud
 * Functions (and their emulator) have already parsed the body and kept `rawBody`; Express's parser
 * then leaves it alone, so the cap and UTF-8 are checked on the raw bytes too. Whoever parsed it,
 * text that is not valid Unicode is refused here, once for every route (Firestore cannot store it).
 */
export const jsonBodies: RequestHandler = (req, res, next) => {
  if (!req.path.startsWith("/api/") || multipartPaths.has(req.path) || !carriesBody(req)) return next();
  if (!req.is("application/json")) return next(new HttpError(415, notJsonMessage));
  const charsetRefusal = jsonCharsetRefusal(req.headers["content-type"]);
  if (charsetRefusal) return next(new HttpError(charsetRefusal.status, charsetRefusal.message));
  const isImport = importPaths.has(req.path);
  const rawBody = (req as { rawBody?: Buffer }).rawBody;
  if (rawBody && rawBody.length > (isImport ? importLimitBytes : jsonLimitBytes)) {
    return next(new HttpError(413, "Request body too large"));
  }
  if (rawBody && !isUtf8(rawBody)) return next(new HttpError(400, notUtf8Message));
  return (isImport ? importJson : defaultJson)(req, res, (err?: unknown) => {
    if (err) return next(err);
    if (notUtf8.has(req)) return next(new HttpError(400, notUtf8Message));
    if (!isWellFormedText(req.body)) return next(new HttpError(400, malformedTextMessage));
    return next();
  });
};
