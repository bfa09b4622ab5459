import { queryOptions, useQuery } from "@tanstack/react-query";
import type { HistoryKind, RevisionList } from "@lorawan/contracts/history";
import { getJson } from "~/lib/api";

/**
 * GET /api/admin/{kind}/{id}/revisions (issue 49): the record's last revisions, newest first. The key
 * sits under the kind's list key, so every change of the kind (a save, a publish, a restore, one
 * sent from the outbox) reads the history again with the list.
 */
export const revisionsQueryKey = (kind: HistoryKind, id: number) => [`/api/admin/${kind}`, id, "revisions"] as const;

const readRevisions = (kind: HistoryKind, id: number) => getJson<RevisionList>(`/api/admin/${kind}/${id}/revisions`);

const revisionsQueryOptions = (kind: HistoryKind, id: number) =>
  queryOptions({
    queryKey: revisionsQueryKey(kind, id),
    queryFn: () => readRevisions(kind, id),
    select: (list) => list.revisions,
    // Read each time the History view opens: other admins write too.
    staleTime: 0,
  });

export const useRevisions = (kind: HistoryKind, id: number) => useQuery(revisionsQueryOptions(kind, id));
