import type { Request, Response } from "express";
import { gzip, gzipSync } from "node:zlib";
import { promisify } from "node:util";

/** A text body with its gzip made once, for answers sent many times over (the catalogue). */
export interface PreparedText {
  text: string;
  gzip: Buffer;
}

const gzipAsync = promisify(gzip);

/** Compresses off the event loop's critical path (zlib's thread pool): a catalogue is ~1 MB. */
export async function prepareText(text: string): Promise<PreparedText> {
  return { text, gzip: await gzipAsync(text) };
}

/**
 * Sends a text body gzipped when the caller accepts it. The catalogue JSON and the product page
 * shell are tens of KB and shrink to a tenth; buyers are often on phones.
 */
export function sendText(req: Request, res: Response, body: string | PreparedText, contentType: string) {
  res.set("Content-Type", contentType).vary("Accept-Encoding");
  const text = typeof body === "string" ? body : body.text;
  if (req.acceptsEncodings("gzip") === "gzip") {
    res.set("Content-Encoding", "gzip").send(typeof body === "string" ? gzipSync(body) : body.gzip);
  } else res.send(text);
}
