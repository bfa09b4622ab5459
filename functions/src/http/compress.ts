import type { Request, Response } from "express";
import { gzipSync } from "node:zlib";

/**
 * Sends a text body gzipped when the caller accepts it. The catalogue JSON and the product page
 * shell are tens of KB and shrink to a tenth; buyers are often on phones.
 */
export function sendText(req: Request, res: Response, body: string, contentType: string) {
  res.set("Content-Type", contentType).vary("Accept-Encoding");
  if (req.acceptsEncodings("gzip") === "gzip") res.set("Content-Encoding", "gzip").send(gzipSync(body));
  else res.send(body);
}
