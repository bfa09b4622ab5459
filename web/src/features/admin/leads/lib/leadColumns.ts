import { industryOptions, type ContactSubmissionLead as ContactSubmission, type DemoRequestLead as DemoRequest } from "@lorawan/contracts/leads";
import type { CsvColumn } from "./toCsv";


/** Spec 3.2: the industry's label for its stored value. */
export const industryLabel = (value: string | null | undefined) => (value ? (industryOptions.find((o) => o.value === value)?.label ?? value) : "");

export const demoRequestColumns: CsvColumn<DemoRequest>[] = [
  { header: "Received", value: (r) => r.createdAt },
  { header: "First name", value: (r) => r.firstName },
  { header: "Last name", value: (r) => r.lastName },
  { header: "Email", value: (r) => r.email },
  { header: "Company", value: (r) => r.company },
  { header: "Industry", value: (r) => industryLabel(r.industry) },
  { header: "Project description", value: (r) => r.projectDescription },
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
