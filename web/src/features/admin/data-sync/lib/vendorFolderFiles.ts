import type { ImportDevicesInput } from "@lorawan/contracts/deviceImport";

/** A chosen file with its name inside the folder ("n-fuse/sta.yaml" from a folder, "sta.yaml" alone). */
export interface ChosenFiles {
  /** The folder's name when a folder was chosen: the vendor's id in the Device Repository. */
  folder: string | null;
  devices: ImportDevicesInput["devices"];
  /** Photos with their bytes; a preview sends only their names. */
  images: { file: string; contentBase64: string; size: number }[];
  otherFiles: string[];
}

const isYaml = (name: string) => /\.ya?ml$/i.test(name);
const isImage = (name: string) => /\.(png|jpe?g|webp|gif)$/i.test(name);

function base64Of(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let text = "";
  // In slices: String.fromCharCode takes its arguments on the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

/**
 * The files of a vendor folder (`<input webkitdirectory>`) or of a multiple choice, sorted by kind
 * for POST /api/admin/import-devices: YAML as text (definitions, index.yaml, codecs, profiles, all
 * read by the server), photos as base64, the rest by name only (the server says why it skips them).
 * Files in sub-folders are left out: a vendor folder keeps its files at the top.
 */
export async function readChosenFiles(list: FileList | readonly File[]): Promise<ChosenFiles> {
  const files = [...list];
  const folder = files[0]?.webkitRelativePath ? (files[0].webkitRelativePath.split("/")[0] ?? null) : null;
  const chosen: ChosenFiles = { folder, devices: [], images: [], otherFiles: [] };
  for (const file of files) {
    if (file.webkitRelativePath && file.webkitRelativePath.split("/").length > 2) continue;
    if (isYaml(file.name)) chosen.devices.push({ file: file.name, yaml: await file.text() });
    else if (isImage(file.name)) chosen.images.push({ file: file.name, contentBase64: base64Of(await file.arrayBuffer()), size: file.size });
    else chosen.otherFiles.push(file.name);
  }
  return chosen;
}
