/** A type the upload accepts, as recognised from the file's first bytes. */
export interface DetectedType {
  mimeType: "image/png" | "image/jpeg" | "image/gif" | "image/webp" | "application/pdf";
  extension: string;
  category: "image" | "document";
}

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * Decides a file's type by its magic numbers, never by its name or declared type, so an HTML or
 * SVG file renamed to .png is still refused. Anything not listed answers null.
 */
export function detectFileType(bytes: Buffer): DetectedType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mimeType: "image/png", extension: "png", category: "image" };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mimeType: "image/jpeg", extension: "jpg", category: "image" };
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return { mimeType: "image/gif", extension: "gif", category: "image" };
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return { mimeType: "image/webp", extension: "webp", category: "image" };
  if (startsWith(bytes, ascii("%PDF-"))) return { mimeType: "application/pdf", extension: "pdf", category: "document" };
  return null;
}
