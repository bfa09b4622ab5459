import busboy from "busboy";
import type { Request } from "express";
import { fileTooLargeMessage, uploadFramingBytes } from "@lorawan/contracts/media";
import { HttpError } from "./errors.js";

export interface UploadedFile {
  bytes: Buffer;
  originalName: string;
}

const framingAllowance = uploadFramingBytes;
const tooLarge = (maxBytes: number) => new HttpError(413, fileTooLargeMessage(maxBytes));

/**
 * Cloud Functions hand Express the body already read, as `req.rawBody`; plain Express (tests)
 * leaves the stream unread, so it is buffered here, never beyond the limit. A declared length over
 * it is refused before either is parsed.
 */
async function bodyOf(req: Request, maxBytes: number): Promise<Buffer> {
  const declared = Number(req.get("content-length") ?? 0);
  if (declared > maxBytes + framingAllowance) throw tooLarge(maxBytes);
  const rawBody = (req as { rawBody?: Buffer }).rawBody;
  if (Buffer.isBuffer(rawBody)) return rawBody.length > maxBytes + framingAllowance ? Promise.reject(tooLarge(maxBytes)) : rawBody;
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of req) {
    total += (chunk as Buffer).length;
    if (total > maxBytes + framingAllowance) throw tooLarge(maxBytes);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Reads the one file of a multipart/form-data request from `field`, at most `maxBytes`. */
export async function readUploadedFile(req: Request, field: string, maxBytes: number): Promise<UploadedFile> {
  if (!req.is("multipart/form-data")) throw new HttpError(400, "Expected a multipart/form-data upload");
  const body = await bodyOf(req, maxBytes);
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // busboy signals its limit when a file reaches it, not past it: one byte more, so a file of
      // exactly maxBytes is taken.
      parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: maxBytes + 1, fields: 20 } });
    } catch {
      reject(new HttpError(400, "Expected a multipart/form-data upload"));
      return;
    }
    let file: UploadedFile | null = null;
    let failure: HttpError | null = null;
    parser.on("file", (name, stream, info) => {
      if (name !== field) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => {
        failure = tooLarge(maxBytes);
      });
      stream.on("end", () => {
        if (!failure) file = { bytes: Buffer.concat(chunks), originalName: info.filename ?? "file" };
      });
    });
    parser.on("error", () => reject(new HttpError(400, "Malformed multipart body")));
    parser.on("close", () => {
      if (failure) reject(failure);
      else if (!file) reject(new HttpError(400, `No file uploaded (multipart field "${field}")`));
      else resolve(file);
    });
    parser.end(body);
  });
}
