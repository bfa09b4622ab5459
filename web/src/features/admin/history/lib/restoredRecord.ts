import type { Revision } from "@lorawan/contracts/history";

/**
 * The record as a restore of `revisionId` makes it, worked out on the device (contracts/src/history.ts:
 * each field takes the `before` of the oldest revision, from that one on, that changed it): what the
 * lists and the form show while a restore saved offline waits, and "your version" when a restore
 * meets a newer one. The server works it out again when the restore is sent. Null when the revision
 * is not among those read.
 */
export function restoredRecord<R extends object>(record: R, revisions: readonly Revision[], revisionId: string): R | null {
  const at = revisions.findIndex((revision) => revision.id === revisionId);
  if (at === -1) return null;
  const restored: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  // Newest first: walking from the newest to the chosen one, the oldest change of a field is applied last.
  for (const revision of revisions.slice(0, at + 1))
    for (const change of revision.changes) if (change.field !== "id" && change.field !== "updatedAt") restored[change.field] = change.before;
  return restored as R;
}
