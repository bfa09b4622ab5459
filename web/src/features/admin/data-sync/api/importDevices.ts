import { useMutation, useQueryClient } from "@tanstack/react-query";
import { importDevicesResultSchema, type ImportDevicesInput, type ImportDevicesResult } from "@lorawan/contracts/deviceImport";
import { ApiError, apiRequest } from "~/lib/api";
import { mergeImportAnswers, type ImportPart } from "../lib/importParts";
import { base64Of } from "../lib/vendorFolderFiles";

/** POST /api/admin/import-devices (issues 22 and 32); with `preview` the answer says what would happen. */
async function importDevices(input: ImportDevicesInput): Promise<ImportDevicesResult> {
  const response = await apiRequest("POST", "/api/admin/import-devices", input);
  return (await response.json()) as ImportDevicesResult;
}

/** A refused import's answer (400 when nothing could be imported): it lists every broken file. */
export function refusedImport(error: unknown): ImportDevicesResult | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const answer = importDevicesResultSchema.safeParse(error.body);
  return answer.success ? answer.data : null;
}

/** The server's reason for a failed import, else the error's own text. */
export function importErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.body && typeof error.body === "object" && "message" in error.body && typeof error.body.message === "string") {
    return error.body.message;
  }
  return error instanceof Error ? error.message : "The import failed. Please try again.";
}

export const usePreviewDevices = () => useMutation({ mutationFn: (input: Omit<ImportDevicesInput, "preview">) => importDevices({ ...input, preview: true }) });

interface FolderImport {
  vendor: string;
  allOrNothing: boolean;
  /** The preview the import follows: its devices are the ones sent, its report the one completed. */
  preview: ImportDevicesResult;
  parts: readonly ImportPart[];
  /** Called after each request with the number of devices sent so far. */
  onProgress: (devicesSent: number) => void;
}

/**
 * A folder's import, one request after another (issue 47: the function caps a body, and a folder's
 * photos are more than that), answered with one report. A request refused for its broken files (400)
 * is part of the report; another failure stops the import, saying what was imported before it.
 */
async function importFolder({ vendor, allOrNothing, preview, parts, onProgress }: FolderImport): Promise<ImportDevicesResult> {
  const answers: ImportDevicesResult[] = [];
  let sent = 0;
  for (const part of parts) {
    const images = await Promise.all(part.images.map(async (image) => ({ file: image.file, contentBase64: await base64Of(image.blob) })));
    try {
      answers.push(await importDevices({ vendor, allOrNothing, devices: part.devices, images }));
    } catch (error) {
      const refused = refusedImport(error);
      if (!refused) {
        if (answers.length === 0) throw error;
        throw new Error(`${mergeImportAnswers(preview, answers).message}; then the import stopped: ${importErrorMessage(error)}`);
      }
      answers.push(refused);
    }
    sent += part.devices.length;
    onProgress(sent);
  }
  return mergeImportAnswers(preview, answers);
}

/** After an import the product lists (and the media library) have grown: refetch them. */
export function useImportDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importFolder,
    onSettled: () => Promise.all(["/api/admin/products", "/api/products", "/api/admin/media"].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  });
}
