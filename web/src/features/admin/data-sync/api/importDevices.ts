import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ImportDevicesInput, ImportDevicesResult } from "@lorawan/contracts/deviceImport";
import { ApiError, apiRequest } from "~/lib/api";

/** POST /api/admin/import-devices (issue 22); with `preview` the answer says what would be added. */
export async function importDevices(input: ImportDevicesInput): Promise<ImportDevicesResult> {
  const response = await apiRequest("POST", "/api/admin/import-devices", input);
  return (await response.json()) as ImportDevicesResult;
}

/** The server's reason for a refused import (it names the file), else the error's own text. */
export function importErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    try {
      const body = JSON.parse(error.message.slice(error.message.indexOf(":") + 1)) as { message?: unknown };
      if (typeof body.message === "string") return body.message;
    } catch {
      // Not the API's JSON (a proxy's page): the status line says enough.
    }
  }
  return error instanceof Error ? error.message : "The import failed. Please try again.";
}

export const usePreviewDevices = () => useMutation({ mutationFn: (input: Omit<ImportDevicesInput, "preview">) => importDevices({ ...input, preview: true }) });

/** After an import the product lists have grown: refetch them. */
export function useImportDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<ImportDevicesInput, "preview">) => importDevices(input),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ["/api/admin/products"] }), queryClient.invalidateQueries({ queryKey: ["/api/products"] })]),
  });
}
