import type { MediaKind } from "./filterMedia";

/** What a picker that takes one kind of file tells the browser's file chooser, and shows as the hint. */
export const uploadKinds = {
  // Spec 9.1: the upload hint reads "up to 10MB" with PNG, JPG, GIF.
  all: { accept: undefined, hint: "PNG, JPG, GIF up to 10MB", noun: "a file" },
  image: { accept: "image/*", hint: "PNG, JPG, GIF up to 10MB", noun: "an image" },
  document: { accept: "application/pdf,.pdf", hint: "PDF up to 10MB", noun: "a PDF document" },
} as const satisfies Record<MediaKind, { accept: string | undefined; hint: string; noun: string }>;

/**
 * Why a chosen file cannot go where the picker puts it (a datasheet takes a PDF, the product image an
 * image), judged by its declared type and name before anything is sent; null when it fits. The server
 * still decides the type by the file's bytes (415 for anything it does not take).
 */
export function wrongKindReason(file: { name: string; type: string }, kind: MediaKind): string | null {
  const fits = kind === "all" || (kind === "image" ? file.type.startsWith("image/") : file.type === "application/pdf" || /\.pdf$/i.test(file.name));
  return fits ? null : `${file.name} is not ${uploadKinds[kind].noun}: choose ${uploadKinds[kind].noun} here.`;
}
