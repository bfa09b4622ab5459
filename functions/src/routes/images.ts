import { Router } from "express";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { blobStore } from "../blob/index.js";
import { isSafeKey, type StoredBlob } from "../blob/BlobStore.js";
import { notFound } from "../http/errors.js";
import { socialCardOf } from "../media/mediaLibrary.js";
import { cardSourceKey } from "@lorawan/contracts/socialCard";

/** Art rendered at build time (social images) ships beside the bundle in lib/static-images/. */
const staticImagesDir = fileURLToPath(new URL("./static-images/", import.meta.url));

async function staticImage(key: string): Promise<StoredBlob | null> {
  if (!isSafeKey(key) || !key.endsWith(".jpg")) return null;
  try {
    return { bytes: await readFile(staticImagesDir + key), contentType: "image/jpeg" };
  } catch {
    return null;
  }
}

/** A stored image's social card (contracts/src/socialCard.ts), made when asked: a crawler asks rarely. */
async function socialCard(key: string): Promise<StoredBlob | null> {
  const source = cardSourceKey(key);
  const original = source === null ? null : await blobStore().get(source);
  if (!original?.contentType.startsWith("image/")) return null;
  const bytes = await socialCardOf(original.bytes);
  return bytes && { bytes, contentType: "image/jpeg" };
}

/**
 * GET /api/images/{key}: media bytes with their true type. Keys are generated and never reused,
 * so answers are immutable; documents download as attachments so a browser never renders them.
 * An image is served as the type its first bytes say, whatever else it carries (a PNG with HTML
 * appended stays a PNG: decision 017), with nosniff, and sandboxed should it be opened as a page.
 */
export const imagesRouter = Router();

imagesRouter.get("/api/images/{*key}", async (req, res) => {
  const key = ((req.params as { key?: string[] }).key ?? []).join("/");
  const blob = (await blobStore().get(key)) ?? (await staticImage(key)) ?? (await socialCard(key));
  if (!blob) throw notFound("Image not found");
  res.set({
    "Content-Type": blob.contentType,
    "Content-Length": String(blob.bytes.length),
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'; sandbox",
  });
  if (!blob.contentType.startsWith("image/")) {
    res.set("Content-Disposition", `attachment; filename="${key.split("/").at(-1) ?? "file"}"`);
  }
  res.end(blob.bytes);
});
