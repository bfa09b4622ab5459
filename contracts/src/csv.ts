// The CSV exports: the leads' (made in the admin, web/src/features/admin/leads/) and the activity
// log's (made by the API, functions/src/routes/activity.ts), by the same rules.

/** One column of a CSV export: its header and how a row gives its cell. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
}

/**
 * Where a spreadsheet may begin a cell inside a field: after a separator some locale uses (comma,
 * semicolon, tab, bar) or a line break, past any spaces or quotes. A reader that splits on `;`
 * ignores our quotes, so `a;=1+1` would hand it the cell `=1+1`.
 */
const innerCellStart = /([,;\t|\r\n][\s"]*)(?=[=+\-@])/g;

/**
 * RFC 4180 field, always quoted (quotes doubled). A leading =, +, -, @, tab or carriage return
 * would run as a formula in a spreadsheet (CSV injection, OWASP): such a cell, at the field's start
 * or after a separator inside it, gets a leading apostrophe, which spreadsheets read as "text".
 */
export function escapeCsvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  text = text.replace(innerCellStart, "$1'");
  return `"${text.replace(/"/g, '""')}"`;
}

/** A CSV document: a header line, then one line per row, CRLF line ends. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((c) => escapeCsvField(c.header)), ...rows.map((row) => columns.map((c) => escapeCsvField(c.value(row))))];
  return lines.map((fields) => fields.join(",")).join("\r\n") + "\r\n";
}
