import { errorSchema } from "@lorawan/contracts/common";
import { importFileSchema, notAnExportMessage } from "@lorawan/contracts/dataSync";
import { ApiError } from "~/lib/api";

const itemNames: Record<string, string> = { categories: "Category", products: "Product", news: "News article" };

/** "products.2.price" -> "Product 3, price". */
function where(path: readonly PropertyKey[]): string {
  const [list, index, ...field] = path.map(String);
  if (list && itemNames[list] && index !== undefined && /^\d+$/.test(index)) {
    return `${itemNames[list]} ${Number(index) + 1}${field.length ? `, ${field.join(".")}` : ""}`;
  }
  return path.map(String).join(".");
}

const reasonOf = (issue: { path: string | readonly PropertyKey[]; message: string }) => {
  const place = where(typeof issue.path === "string" ? issue.path.split(".").filter(Boolean) : issue.path);
  return place ? `${place}: ${issue.message}` : issue.message;
};

/**
 * Why an import file is refused, checked with the server's own schema before anything is sent:
 * `notAnExport` when it is JSON but no export at all (the spec's 'Invalid File'), else the first
 * item that would be refused, named by its place in the file. Null when the file would be accepted.
 */
export function importFileRefusal(file: unknown): { notAnExport: boolean; reason: string } | null {
  const result = importFileSchema.safeParse(file);
  if (result.success) return null;
  const first = result.error.issues[0];
  if (!first) return { notAnExport: true, reason: notAnExportMessage };
  return { notAnExport: first.message === notAnExportMessage, reason: reasonOf(first) };
}

/** The server's reason for a refused import (400), named by place, or null for other failures. */
export function serverImportRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const body = errorSchema.safeParse(error.body);
  if (!body.success) return null;
  const first = body.data.issues?.[0];
  return first ? reasonOf(first) : body.data.message;
}
