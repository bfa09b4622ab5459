import type { MediaFile } from "@lorawan/contracts/media";

export type MediaKind = "all" | "image" | "document";

export const mediaKindOptions: readonly { value: MediaKind; label: string }[] = [
  { value: "all", label: "All" },
  { value: "image", label: "Images" },
  { value: "document", label: "Documents" },
];

/** Spec 2.14: search by file name; filter All/Images/Documents by the file's category. */
export function filterMedia(files: readonly MediaFile[], search: string, kind: MediaKind): MediaFile[] {
  const needle = search.trim().toLowerCase();
  return files.filter((f) => (kind === "all" || f.category === kind) && (!needle || f.originalName.toLowerCase().includes(needle) || f.filename.toLowerCase().includes(needle)));
}
