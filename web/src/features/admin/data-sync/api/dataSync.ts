import { useMutation, useQueryClient } from "@tanstack/react-query";
import { importDataMessage, importParts, recordsToImport, type ExportFile, type ImportFileLists, type ImportResult } from "@lorawan/contracts/dataSync";
import { apiRequest, getJson } from "~/lib/api";

/** GET /api/admin/export-data answers lists of categories, products and news (spec 7). */
export type ExportedData = ExportFile;

const exportData = () => getJson<ExportedData>("/api/admin/export-data");

/** POST /api/admin/import-data with an exported file or part of one; the answer has a message (spec 7). */
async function importPart(part: ImportFileLists): Promise<ImportResult> {
  const response = await apiRequest("POST", "/api/admin/import-data", part);
  return (await response.json()) as ImportResult;
}

interface FileImport {
  /** A file the import's schema accepts (`importFileRefusal` said nothing), as read. */
  file: ImportFileLists;
  /** Called after each request with the records sent so far. */
  onProgress: (recordsSent: number) => void;
}

/** A file's import that stopped after some of its parts: what they added stays. */
export class ImportStopped extends Error {
  constructor(done: string, cause: unknown) {
    super(`${done}, then the import stopped. Importing the file again adds the rest.`, { cause });
  }
}

/**
 * A file's import, in parts of at most `importPartRecords` records (a request has 20 s at the edge,
 * and a large file into a large catalogue takes longer), one after another, all under one batch id:
 * one activity entry, one answer. A part that fails stops the import; what the earlier parts added
 * stays, and importing the file again adds the rest (what exists is skipped).
 */
async function importFile({ file, onProgress }: FileImport): Promise<ImportResult> {
  const parts = importParts(file);
  const batchId = parts.length > 1 ? crypto.randomUUID() : undefined;
  const added = { categories: 0, products: 0, news: 0 };
  let trash = 0;
  let sent = 0;
  for (const part of parts) {
    let answer: ImportResult;
    try {
      answer = await importPart(batchId ? { ...part, batchId } : part);
    } catch (error) {
      if (sent === 0) throw error;
      throw new ImportStopped(importDataMessage({ added, trash }), error);
    }
    added.categories += answer.added.categories;
    added.products += answer.added.products;
    added.news += answer.added.news;
    trash += answer.trash;
    sent += recordsToImport(part);
    onProgress(sent);
  }
  const count = (list: "categories" | "products" | "news") => file[list]?.length ?? 0;
  const skipped = { categories: count("categories") - added.categories, products: count("products") - added.products, news: count("news") - added.news };
  return { message: importDataMessage({ added, trash }), added, skipped, trash };
}

export const useExportData = () => useMutation({ mutationFn: exportData });

/** After an import every admin list may have grown: refetch them all. */
export function useImportData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importFile,
    // A file that stopped part way has added some too.
    onSettled: () =>
      queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith("/api/admin/") || query.queryKey[0] === "/api/products" }),
  });
}
