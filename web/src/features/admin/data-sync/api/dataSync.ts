import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ExportFile, ImportResult } from "@lorawan/contracts/dataSync";
import { apiRequest, getJson } from "~/lib/api";

/** GET /api/admin/export-data answers lists of categories, products and news (spec 7). */
export type ExportedData = ExportFile;

const exportData = () => getJson<ExportedData>("/api/admin/export-data");

/** POST /api/admin/import-data with the exported JSON; the answer has a message (spec 7). */
async function importData(data: unknown): Promise<ImportResult> {
  const response = await apiRequest("POST", "/api/admin/import-data", data);
  return (await response.json()) as ImportResult;
}

export const useExportData = () => useMutation({ mutationFn: exportData });

/** After an import every admin list may have grown: refetch them all. */
export function useImportData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importData,
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith("/api/admin/") || query.queryKey[0] === "/api/products" }),
  });
}
