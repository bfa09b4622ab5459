import { useMutation, useQueryClient } from "@tanstack/react-query";
import { importDevicesResultSchema, type ImportDevicesInput, type ImportDevicesResult } from "@lorawan/contracts/deviceImport";
import { ApiError, apiRequest } from "~/lib/api";

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

/** After an import the product lists (and the media library) have grown: refetch them. */
export function useImportDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<ImportDevicesInput, "preview">) => importDevices(input),
    onSettled: () => Promise.all(["/api/admin/products", "/api/products", "/api/admin/media"].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  });
}
