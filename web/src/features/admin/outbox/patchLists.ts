import type { QueryClient } from "@tanstack/react-query";

/** The record's fields that the cached shape already has, taken from `fields` (a list keeps its shape). */
function mergeKnown(item: Record<string, unknown>, fields: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...item };
  for (const key of Object.keys(item)) if (key in fields && key !== "id" && key !== "updatedAt") merged[key] = fields[key];
  return merged;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Shows a queued update in the lists read so far (the kind's list and the record's own query under
 * it), so the list and a form opened again show what the admin saved. The version (`updatedAt`) is
 * left as read: a later save of the same record is based on the same version as the queued one,
 * which it replaces. Discarding puts the record as it was read back the same way.
 */
export function patchCachedRecord(queryClient: QueryClient, listKey: readonly string[], recordId: number, fields: unknown) {
  if (!isRecord(fields)) return;
  const patch = (data: unknown) => {
    if (Array.isArray(data)) return data.map((item: unknown) => (isRecord(item) && item.id === recordId ? mergeKnown(item, fields) : item));
    if (isRecord(data) && data.id === recordId) return mergeKnown(data, fields);
    return data;
  };
  // Each list keeps the time it was loaded: the offline banner says when that was.
  for (const query of queryClient.getQueryCache().findAll({ queryKey: listKey })) {
    if (query.state.data === undefined) continue;
    queryClient.setQueryData(query.queryKey, patch(query.state.data), { updatedAt: query.state.dataUpdatedAt });
  }
}
