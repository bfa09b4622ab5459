import { industryOptions, type ContactSubmissionLead as ContactSubmission, type DemoRequestLead as DemoRequest, type QuoteLine } from "@lorawan/contracts/leads";
import { formatPrice } from "~/features/catalogue";
import type { CsvColumn } from "@lorawan/contracts/csv";


/** Spec 3.2: the industry's label for its stored value. */
const industryLabel = (value: string | null | undefined) => (value ? (industryOptions.find((o) => o.value === value)?.label ?? value) : "");

/** A column of the Leads tab and its CSV; `showAll` cells show every line of their text (a quote's items) instead of three. */
export type LeadColumn<T> = CsvColumn<T> & { showAll?: boolean };

/** A quote request's line as the admin reads it: "40 x Soil probe (product 12) at $49.90 each; note: North field". */
function quoteLineText(line: QuoteLine): string {
  const price = formatPrice(line.price, line.currency);
  const note = line.note ? `; note: ${line.note}` : "";
  return `${line.quantity.toLocaleString("en-US")} x ${line.name} (product ${line.productId}) at ${price ? `${price} each` : "no price"}${note}`;
}

/** A quote request's items, one line each (empty for a plain demo request). */
export const quoteItemsText = (items: readonly QuoteLine[]) => items.map(quoteLineText).join("\n");

export const demoRequestColumns: LeadColumn<DemoRequest>[] = [
  { header: "Received", value: (r) => r.createdAt },
  { header: "First name", value: (r) => r.firstName },
  { header: "Last name", value: (r) => r.lastName },
  { header: "Email", value: (r) => r.email },
  { header: "Company", value: (r) => r.company },
  { header: "Industry", value: (r) => industryLabel(r.industry) },
  { header: "Project description", value: (r) => r.projectDescription },
  { header: "Quote items", value: (r) => quoteItemsText(r.items), showAll: true },
];

export const contactSubmissionColumns: CsvColumn<ContactSubmission>[] = [
  { header: "Received", value: (r) => r.createdAt },
  { header: "Name", value: (r) => r.name },
  { header: "Email", value: (r) => r.email },
  { header: "Subject", value: (r) => r.subject },
  { header: "Message", value: (r) => r.message },
];

/** Case-insensitive search over every column a lead shows. */
export function searchLeads<T>(rows: readonly T[], columns: readonly CsvColumn<T>[], search: string): T[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...rows];
  return rows.filter((row) => columns.some((c) => String(c.value(row) ?? "").toLowerCase().includes(needle)));
}

/** Newest first, whatever order the server used. */
export const newestFirst = <T extends { createdAt: string }>(rows: readonly T[]) => [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
