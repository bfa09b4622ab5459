import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { blobStore } from "../blob/index.js";
import { HttpError } from "../http/errors.js";
import type { UploadedFile } from "../http/multipart.js";
import type { MediaFile } from "@lorawan/contracts/media";
import { socialCardSize } from "@lorawan/contracts/socialCard";
import { mediaStore } from "../store/media.js";
import { detectFileType } from "./fileType.js";

/** Blobs are served by GET /api/images/{key}. */
const imagesPrefix = "/api/images/";
const urlOf = (key: string) => `${imagesPrefix}${key}`;
const keyOf = (url: string | null) => (url?.startsWith(imagesPrefix) ? url.slice(imagesPrefix.length) : null);

/** The name as shown to the admin: no path, no control characters, not absurdly long. */
function displayName(name: string): string {
  const base = name.split(/[\\/]/).at(-1) ?? "";
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  return base.replace(/[\u0000-\u001f\u007f]/g, "").slice(0, 255) || "file";
}

/**
 * Images over 50 megapixels are refused: a PNG of a single colour is a few KB on the wire and
 * gigabytes once decoded, so the 10 MB upload cap does not bound what sharp and browsers decode.
 */
const maxImagePixels = 50_000_000;
const unreadable = () => new HttpError(415, "The image could not be read");

/** Reads the size from the image's header (no pixels decoded) and refuses what is too large. */
async function checkImageSize(bytes: Buffer): Promise<void> {
  const { width, height } = await sharp(bytes)
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  if (!width || !height) throw unreadable();
  if (width * height > maxImagePixels) {
    throw new HttpError(413, `Image too large: at most ${maxImagePixels / 1_000_000} megapixels (this one is ${width} x ${height} pixels)`);
  }
}

async function thumbnailOf(bytes: Buffer): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: maxImagePixels })
      .rotate()
      .resize(320, 320, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
  } catch {
    throw unreadable();
  }
}

/**
 * The 1200 x 630 social card of a stored image: all of it, centred on white, as JPEG (what every
 * network reads). Null when the bytes are not an image sharp can read within the pixel limit.
 */
export async function socialCardOf(bytes: Buffer): Promise<Buffer | null> {
  const { width, height } = socialCardSize;
  try {
    return await sharp(bytes, { limitInputPixels: maxImagePixels })
      .rotate()
      .resize(width, height, { fit: "contain", background: "#ffffff" })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch {
    return null;
  }
}

/**
 * Stores an uploaded file under a generated name and records it in media_files. The type comes
 * from the bytes: PNG, JPEG, GIF, WebP images (which get a WebP thumbnail) and PDF documents.
 */
export async function addMediaFile(upload: UploadedFile, uploadedBy: string): Promise<MediaFile> {
  const type = detectFileType(upload.bytes);
  if (!type) throw new HttpError(415, "Unsupported file type: upload a PNG, JPEG, GIF or WebP image or a PDF document");
  const id = randomUUID();
  const key = `media/${id}.${type.extension}`;
  let thumbnailUrl: string | null = null;
  if (type.category === "image") {
    await checkImageSize(upload.bytes);
    const thumbKey = `media/${id}-thumb.webp`;
    await blobStore().put(thumbKey, await thumbnailOf(upload.bytes), "image/webp");
    thumbnailUrl = urlOf(thumbKey);
  }
  await blobStore().put(key, upload.bytes, type.mimeType);
  const now = new Date().toISOString();
  const file: MediaFile = {
    id,
    filename: key,
    originalName: displayName(upload.originalName),
    size: upload.bytes.length,
    mimeType: type.mimeType,
    category: type.category,
    url: urlOf(key),
    thumbnailUrl,
    uploadedAt: now,
    uploadedBy,
    createdAt: now,
    updatedAt: now,
  };
  await mediaStore.save(file);
  return file;
}

/** Removes the record and its bytes (file and thumbnail); false when there was no such record. */
export async function deleteMediaFile(id: string): Promise<boolean> {
  const file = await mediaStore.get(id);
  if (!file) return false;
  await mediaStore.delete(id);
  for (const key of [file.filename, keyOf(file.thumbnailUrl)]) {
    if (key) await blobStore().delete(key);
  }
  return true;
}
