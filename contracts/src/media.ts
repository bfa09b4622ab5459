import { z } from "zod";
import { isoDateSchema } from "./common.js";

/** The path parameters of /api/admin/media/{id}: ids are generated lowercase UUIDs. */
export const mediaIdParamsSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, "A media id is the file's UUID, as its record shows it"),
});

/** Spec 3.1 media_files; the id is text. */
export const mediaFileSchema = z.object({
  id: z.string(),
  filename: z.string(),
  originalName: z.string(),
  size: z.number().int(),
  mimeType: z.string(),
  category: z.enum(["image", "document"]),
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  uploadedAt: isoDateSchema,
  uploadedBy: z.string(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type MediaFile = z.infer<typeof mediaFileSchema>;
export const mediaFileListSchema = z.array(mediaFileSchema);

/** Answer of POST /api/admin/media/upload (spec 7: status 200 with a file field). */
export const mediaUploadResultSchema = z.object({ file: mediaFileSchema });
export type MediaUploadResult = z.infer<typeof mediaUploadResultSchema>;

/** Upload limit (spec 9.1 hint "up to 10MB", enforced by the server). */
export const maxUploadBytes = 10 * 1024 * 1024;

/** Room for the multipart framing around the file (boundaries, part headers) in an upload's body. */
export const uploadFramingBytes = 64 * 1024;

export const mediaUploadPath = "/api/admin/media/upload";

export const fileTooLargeMessage = (maxBytes: number) => `File too large (maximum ${Math.round(maxBytes / 1024 / 1024)} MB)`;

/** The types the server accepts, decided by the file's bytes. */
export const acceptedMediaTypes = ["image/png", "image/jpeg", "image/gif", "image/webp", "application/pdf"] as const;
