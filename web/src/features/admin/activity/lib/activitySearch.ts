import type { ActivityAction } from "@lorawan/contracts/history";

/** The Activity tab's filters; "" is "any". */
export interface ActivityFilters {
  person: string;
  action: ActivityAction | "";
  /** YYYY-MM-DD, the first and last day shown (the admin's dates). */
  from: string;
  to: string;
}

export const noActivityFilters: ActivityFilters = { person: "", action: "", from: "", to: "" };

/**
 * The query of GET /api/admin/activity and /api/admin/activity.csv for `filters`: only the filters
 * set, then the cursor of the page wanted.
 */
export function activitySearch(filters: ActivityFilters, { cursor, limit }: { cursor?: string | null; limit?: number } = {}): string {
  const search = new URLSearchParams();
  for (const key of ["person", "action", "from", "to"] as const) if (filters[key]) search.set(key, filters[key]);
  if (cursor) search.set("cursor", cursor);
  if (limit) search.set("limit", String(limit));
  return search.toString();
}

/** Why the dates cannot be asked for as they are, or null (the server refuses the same). */
export const dateRangeProblem = ({ from, to }: ActivityFilters) => (from && to && from > to ? "The start date must not be after the end date" : null);
