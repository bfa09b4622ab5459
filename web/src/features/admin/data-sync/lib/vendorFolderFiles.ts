import type { ImportDevicesInput } from "@lorawan/contracts/deviceImport";
import { vendorNameOf } from "@lorawan/contracts/deviceRepository";

/** A photo of the chosen files: its name inside the folder ("photos/r718y.jpg"), its bytes read only when sent. */
export interface ChosenImage {
  file: string;
  blob: Blob;
}

/** A chosen file with its name inside the folder ("sta.yaml", "photos/r718y.jpg"). */
export interface ChosenFiles {
  /** The folder's name when a folder was chosen: the vendor's id in the Device Repository. */
  folder: string | null;
  /** The vendor's display name for the folder (vendor/index.yaml's), else the folder's name. */
  vendor: string | null;
  devices: ImportDevicesInput["devices"];
  images: ChosenImage[];
  otherFiles: string[];
}

const isYaml = (name: string) => /\.ya?ml$/i.test(name);
const isImage = (name: string) => /\.(png|jpe?g|webp|gif)$/i.test(name);

/** A blob as base64, for the JSON body of the import. */
export async function base64Of(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let text = "";
  // In slices: String.fromCharCode takes its arguments on the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

/**
 * The files of a vendor folder (`<input webkitdirectory>`) or of a multiple choice, sorted by kind
 * for POST /api/admin/import-devices: YAML as text (definitions, index.yaml, codecs, profiles, all
 * read by the server), photos by name (their bytes are read when sent), the rest by name only (the
 * server says why it skips them). Of the sub-folders only the photos are taken, by their path in
 * the folder, as the definitions name them (Netvox's `photos/r718y.jpg`); codec scripts and the
 * like below the top are left out.
 */
export async function readChosenFiles(list: FileList | readonly File[]): Promise<ChosenFiles> {
  const files = [...list];
  const folder = files[0]?.webkitRelativePath ? (files[0].webkitRelativePath.split("/")[0] ?? null) : null;
  const chosen: ChosenFiles = { folder, vendor: folder ? vendorNameOf(folder) : null, devices: [], images: [], otherFiles: [] };
  for (const file of files) {
    const path = file.webkitRelativePath ? file.webkitRelativePath.split("/").slice(1).join("/") : file.name;
    const inSubFolder = path.includes("/");
    if (isImage(file.name)) chosen.images.push({ file: path, blob: file });
    else if (inSubFolder) continue;
    else if (isYaml(file.name)) chosen.devices.push({ file: path, yaml: await file.text() });
    else chosen.otherFiles.push(path);
  }
  return chosen;
}
