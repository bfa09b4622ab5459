import { repositoryVendorNames } from "./deviceRepositoryVendors.js";

/**
 * What a YAML file of a vendor folder of the LoRaWAN Device Repository is, from its name and then
 * its keys (issue 32): `index.yaml` lists the vendor's devices, `vendor/index.yaml` the vendors,
 * codecs (`*-codec.yaml`, or a decoder's keys) and LoRaWAN profiles (`*-profile.yaml`, Netvox's
 * `profile-eu868.yaml`: a MAC version and no firmware) are not products. Everything else is read as
 * a device definition, listed in `index.yaml` or not. One rule for the admin's import and the bench's.
 */
export type RepositoryFileKind = "index" | "vendors" | "codec" | "profile" | "device";

export function repositoryFileKind(file: string, document: unknown): RepositoryFileKind {
  const name = (file.split(/[\\/]/).at(-1) ?? file).toLowerCase();
  const keys = typeof document === "object" && document !== null && !Array.isArray(document) ? Object.keys(document) : [];
  if (keys.includes("endDevices")) return "index";
  if (keys.includes("vendors")) return "vendors";
  if (name.endsWith("-codec.yaml") || keys.some((key) => ["uplinkDecoder", "downlinkEncoder", "downlinkDecoder"].includes(key))) return "codec";
  if (name.endsWith("-profile.yaml") || (keys.includes("macVersion") && !keys.includes("firmwareVersions"))) return "profile";
  return "device";
}

/**
 * The products' manufacturer for a vendor folder: the display name `vendor/index.yaml` gives its id
 * ("dragino" -> "Dragino Technology Co., Limited"), else the folder id. Both import paths name a
 * vendor so, or one would add every device of the other again (duplicates are the same vendor and name).
 */
export function vendorNameOf(folderId: string, names: Readonly<Record<string, string>> = repositoryVendorNames): string {
  return Object.hasOwn(names, folderId) ? names[folderId]!.trim() || folderId : folderId;
}

const baseName = (file: string) => file.split(/[\\/]/).at(-1) ?? file;
const pathKey = (file: string) => file.replace(/\\/g, "/").replace(/^(\.\/)+/, "");

/**
 * The photo file a definition names ("photos/r211.jpg", "sta.png"), among the folder's: the same
 * path inside the folder, else the one file of that name (photos chosen as files, without their
 * folder). The server matches the photos it is sent so, and the admin's folder import so puts a
 * device and its photos in one request.
 */
export function photoFinder<T extends { file: string }>(images: readonly T[]): (photo: string) => T | undefined {
  const byPath = new Map(images.map((image) => [pathKey(image.file), image]));
  const byName = new Map<string, T[]>();
  for (const image of images) byName.set(baseName(image.file), [...(byName.get(baseName(image.file)) ?? []), image]);
  return (photo) => {
    const sameName = byName.get(baseName(photo)) ?? [];
    return byPath.get(pathKey(photo)) ?? (sameName.length === 1 ? sameName[0] : undefined);
  };
}
