import { brand } from "~/config/site";

/** YYYY-MM-DD of the given moment in the admin's own time zone. */
export function localDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Spec 9.1: the export file is JSON named after the product with the date, e.g. `lorawan-sensors-export-<YYYY-MM-DD>.json`. */
export function exportFileName(now: Date, productName: string = brand.name): string {
  const slug = productName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${slug}-export-${localDate(now)}.json`;
}
