import { Router } from "express";
import { adminOf } from "../auth/requireAdmin.js";
import { notFound, parse } from "../http/errors.js";
import { readUploadedFile } from "../http/multipart.js";
import { addMediaFile, deleteMediaFile } from "../media/mediaLibrary.js";
import type { MessageAnswer } from "@lorawan/contracts/common";
import { maxUploadBytes, mediaIdParamsSchema, mediaUploadPath, type MediaUploadResult } from "@lorawan/contracts/media";
import { mediaStore } from "../store/media.js";

/** Admin media library (mounted behind requireAdmin). The bytes are served by routes/images.ts. */
export const adminMediaRouter = Router();

adminMediaRouter.get("/api/admin/media", async (_req, res) => {
  res.json(await mediaStore.list());
});

adminMediaRouter.post(mediaUploadPath, async (req, res) => {
  const upload = await readUploadedFile(req, "file", maxUploadBytes);
  const file = await addMediaFile(upload, adminOf(res).id);
  console.info(`media file ${file.id} uploaded (${file.mimeType}, ${file.size} bytes)`);
  res.status(200).json({ file } satisfies MediaUploadResult);
});

adminMediaRouter.delete("/api/admin/media/:id", async (req, res) => {
  const { id } = parse(mediaIdParamsSchema, req.params);
  if (!(await deleteMediaFile(id))) throw notFound("Media file not found");
  res.json({ message: "Media file deleted" } satisfies MessageAnswer);
});
