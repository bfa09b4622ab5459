import type { FieldChange } from "@lorawan/contracts/history";

/** Text longer than this is shown shortened, with a way to read all of it. */
const shortTextLength = 120;

/** One line of a revision's diff: the field's label and its value before and after, as read. */
export interface DiffLine {
  /** A stable key for the line (the field, and the key inside it for a map). */
  key: string;
  label: string;
  before: string;
  after: string;
}

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** A date and time as the admin reads it everywhere in the admin (the browser's locale). */
export const readableTime = (iso: string) => new Date(iso).toLocaleString();

/** One item of a list: text as it is, an object (a purchase link, a document) by its values. */
function itemText(item: unknown): string {
  if (isPlainObject(item))
    return Object.values(item)
      .filter((v) => v !== null && v !== undefined && v !== "" && !(Array.isArray(v) && v.length === 0))
      .map((v) => (Array.isArray(v) ? v.map(String).join(", ") : String(v)))
      .join(" - ");
  return String(item);
}

/**
 * A stored value as the admin reads it: "(empty)" for nothing, Yes/No, a date and time for an
 * instant, a list one item after another, a map as "key: value" pairs.
 */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "string") return isoInstant.test(value) ? readableTime(value) : value;
  if (Array.isArray(value)) return value.length === 0 ? "(empty)" : value.map(itemText).join("; ");
  if (isPlainObject(value)) {
    const entries = Object.entries(value);
    return entries.length === 0 ? "(empty)" : entries.map(([k, v]) => `${k}: ${valueText(v)}`).join("; ");
  }
  return String(value);
}

/** Whether a value's text is long enough to be shortened, and its shortened form. */
export function shortened(text: string, length = shortTextLength): { text: string; cut: boolean } {
  if (text.length <= length) return { text, cut: false };
  const cutAt = text.lastIndexOf(" ", length);
  return { text: `${text.slice(0, cutAt > length / 2 ? cutAt : length).trimEnd()}…`, cut: true };
}

/**
 * A revision's changes as lines to read. A map on both sides (a product's specifications) shows only
 * the keys that changed ("Specifications: Range"), each as its own line; every other field is one
 * line with its label (or its name when it has none).
 */
export function diffLines(changes: readonly FieldChange[], labels: Partial<Record<string, string>> = {}): DiffLine[] {
  return changes.flatMap(({ field, before, after }) => {
    const label = labels[field] ?? field;
    if (isPlainObject(before) && isPlainObject(after)) {
      const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
      const changed = keys.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
      if (changed.length > 0)
        return changed.map((key) => ({ key: `${field}.${key}`, label: `${label}: ${key}`, before: valueText(before[key]), after: valueText(after[key]) }));
    }
    return [{ key: field, label, before: valueText(before), after: valueText(after) }];
  });
}
