/** Saves `blob` as a file named `fileName` in the browser's downloads. */
export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** A CSV text as a file; the byte-order mark makes spreadsheet programs read it as UTF-8. */
export const downloadCsv = (csv: string, fileName: string) => downloadBlob(new Blob(["\ufeff", csv], { type: "text/csv;charset=utf-8" }), fileName);
