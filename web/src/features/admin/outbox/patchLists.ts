import type { QueryClient } from "@tanstack/react-query";

/** The record's fields that the cached shape already has, taken from `fields` (a list keeps its shape). */
function mergeKnown(item: Record<string, unknown>, fields: Record<string, unknown>, withVersion: boolean): Record<string, unknown> {
  const merged = { ...item };
  for (const key of Object.keys(item)) if (key in fields && key !== "id" && (withVersion || key !== "updatedAt")) merged[key] = fields[key];
  return merged;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Rewrites every cached list under `listKey` (and the record's own query under it) with `patch`. */
function rewriteCached(queryClient: QueryClient, listKey: readonly unknown[], patch: (data: unknown) => unknown) {
  // Each list keeps the time it was loaded: the offline banner says when that was.
  for (const query of queryClient.getQueryCache().findAll({ queryKey: listKey })) {
    if (query.state.data === undefined) continue;
    queryClient.setQueryData(query.queryKey, patch(query.state.data), { updatedAt: query.state.dataUpdatedAt });
  }
}

function patchRecord(queryClient: QueryClient, listKey: readonly unknown[], recordId: number, fields: unknown, withVersion: boolean) {
  if (!isRecord(fields)) return;
  rewriteCached(queryClient, listKey, (data) => {
    if (Array.isArray(data)) return data.map((item: unknown) => (isRecord(item) && item.id === recordId ? mergeKnown(item, fields, withVersion) : item));
    if (isRecord(data) && data.id === recordId) return mergeKnown(data, fields, withVersion);
    return data;
  });
}

/**
 * Shows a queued update in the lists read so far (the kind's list and the record's own query under
 * it), so the list and a form opened again show what the admin saved. The version (`updatedAt`) is
 * left as read: a later save of the same record is based on the same version as the queued one,
 * which it replaces. Discarding puts the record as it was read back the same way.
 */
export function patchCachedRecord(queryClient: QueryClient, listKey: readonly unknown[], recordId: number, fields: unknown) {
  patchRecord(queryClient, listKey, recordId, fields, false);
}

/**
 * A write's answer, the record as stored now, goes into every cached view of it at once (issue 31):
 * its row in the list (in the list's shape) and its own query, version included. A publish, delete,
 * bulk action or form opened right after an admin's own save is then based on the version that save
 * made, not the one the list read before it, and is not refused as someone else's change.
 */
export function storeAnswer(queryClient: QueryClient, listKey: readonly unknown[], stored: unknown) {
  if (isRecord(stored) && typeof stored.id === "number") patchRecord(queryClient, listKey, stored.id, stored, true);
}

/** Several answers at once (a bulk action's): one pass over each cached list. */
export function storeAnswers(queryClient: QueryClient, listKey: readonly unknown[], stored: readonly unknown[]) {
  const byId = new Map<unknown, Record<string, unknown>>();
  for (const record of stored) if (isRecord(record)) byId.set(record.id, record);
  if (byId.size === 0) return;
  const merge = (item: unknown) => {
    const fields = isRecord(item) ? byId.get(item.id) : undefined;
    return fields && isRecord(item) ? mergeKnown(item, fields, true) : item;
  };
  rewriteCached(queryClient, listKey, (data) => (Array.isArray(data) ? data.map(merge) : merge(data)));
}

/** Deleted records leave the cached lists at once, and their own queries go. */
export function dropCachedRecords(queryClient: QueryClient, listKey: readonly unknown[], ids: readonly number[]) {
  const gone = new Set(ids);
  rewriteCached(queryClient, listKey, (data) =>
    Array.isArray(data) ? data.filter((item: unknown) => !(isRecord(item) && gone.has(item.id as number))) : data,
  );
  for (const id of ids) queryClient.removeQueries({ queryKey: [...listKey, id], exact: true });
}
