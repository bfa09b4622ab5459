import { Router } from "express";
import { blobStore } from "../blob/index.js";
import { notFound } from "../http/errors.js";

/**
 * GET /api/images/{key}: media bytes with their true type. Keys are generated and never reused,
 * so answers are immutable; documents download as attachments so a browser never renders them.
 */
export const imagesRouter = Router();

imagesRouter.get("/api/images/{*key}", async (req, res) => {
  const parts = (req.params as { key?: string[] }).key ?? [];
  const blob = await blobStore().get(parts.join("/"));
  if (!blob) throw notFound("Image not found");
  res.set({
    "Content-Type": blob.contentType,
    "Content-Length": String(blob.bytes.length),
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
  });
  if (!blob.contentType.startsWith("image/")) {
    res.set("Content-Disposition", `attachment; filename="${parts.at(-1) ?? "file"}"`);
  }
  res.end(blob.bytes);
});
