import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { HistoryKind, RestoreInput, Revision } from "@lorawan/contracts/history";
import { baseVersionHeader } from "@lorawan/contracts/writeConditions";
import { useState } from "react";
import { showToast } from "~/components/ui/toaster";
import { apiRequest } from "~/lib/api";
import { requestOutboxSync } from "../../outbox/backgroundSync";
import { outboxEntries, queueChange, supersedeChangesTo } from "../../outbox/outboxStore";
import { patchCachedRecord, storeAnswer } from "../../outbox/patchLists";
import { refusalOf } from "../../shared/refusal";
import { toastError, toastSuccess } from "../../shared/toasts";
import type { Versioned } from "../../shared/useRecordSave";
import { readableTime } from "../lib/changeText";
import { historyKindSetup } from "../lib/historyKinds";
import { restoredRecord } from "../lib/restoredRecord";
import { revisionsQueryKey } from "./revisions";

/** POST /api/admin/{kind}/{id}/restore {revisionId}, based on `baseVersion` (decision 030). */
async function postRestore<R>(kind: HistoryKind, id: number, revisionId: string, baseVersion: string): Promise<R> {
  const body: RestoreInput = { revisionId };
  const response = await apiRequest("POST", `/api/admin/${kind}/${id}/restore`, body, { [baseVersionHeader]: baseVersion });
  return (await response.json()) as R;
}

export interface RestoreOptions<R extends Versioned> {
  kind: HistoryKind;
  /** The record as the form has it: its version is the restore's base. */
  record: R;
  /** Its name or title, for the toasts. */
  name: string;
  /** The history as read (newest first), to work out the restored record on the device. */
  revisions: readonly Revision[];
  /** The form takes a record: the one stored, or the one a restore saved offline makes. */
  onRestored: (record: R) => void;
}

/** A restore refused because the record changed since it was read: both versions, to choose from. */
export interface RestoreConflict<R> {
  revision: Revision;
  /** The record as it is stored now. */
  current: R;
}

/**
 * Restoring an earlier version (issue 49) is a write like a save: based on the version the form
 * has, so a record changed meanwhile comes back as `conflict` (the stored one) for the admin to
 * choose, never overwritten; offline it goes to the outbox with that Base-Version and is sent with
 * the saves (decision 031). The answer goes into the list's row and the form at once, and the
 * lists and the history are read again.
 */
export function useRestoreRevision<R extends Versioned>({ kind, record, name, revisions, onRestored }: RestoreOptions<R>) {
  const queryClient = useQueryClient();
  const setup = historyKindSetup[kind];
  const [conflict, setConflict] = useState<RestoreConflict<R> | null>(null);
  const failed = `Failed to restore ${setup.noun}`;

  const refetch = () => Promise.all(setup.refetch.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  const mutation = useMutation({
    mutationFn: ({ revision, baseVersion }: { revision: Revision; baseVersion: string }) => postRestore<R>(kind, record.id, revision.id, baseVersion),
    onSuccess: (stored, { revision }) => {
      setConflict(null);
      // A change of this record waiting in the outbox was based on the version now replaced.
      supersedeChangesTo(setup.outboxKind, record.id);
      storeAnswer(queryClient, setup.listKey, stored);
      onRestored(stored);
      toastSuccess(`"${name}" restored to how it was before the change of ${readableTime(revision.at)}`);
      return refetch();
    },
    onError: (error, { revision }) => {
      const refusal = refusalOf(error);
      if (refusal.current) {
        setConflict({ revision, current: refusal.current as R });
        // The history gains the revisions made meanwhile.
        void queryClient.invalidateQueries({ queryKey: revisionsQueryKey(kind, record.id) });
      }
      toastError(`${failed}: ${refusal.reason}`);
    },
  });

  /** Offline: the restore waits in the outbox; the lists and the form show what it makes at once. */
  function queue(revision: Revision) {
    const restored = restoredRecord(record, revisions, revision.id);
    if (!restored) return;
    queueChange({
      kind: setup.outboxKind,
      action: "restore",
      label: name,
      recordId: record.id,
      method: "POST",
      path: `/api/admin/${kind}/${record.id}/restore`,
      body: { revisionId: revision.id } satisfies RestoreInput,
      baseVersion: record.updatedAt,
      restored,
      original: record,
      listKey: [...setup.listKey],
      refetch: setup.refetch.map((key) => [...key]),
    });
    patchCachedRecord(queryClient, setup.listKey, record.id, restored);
    requestOutboxSync();
    onRestored(restored);
    const waiting = outboxEntries().length;
    showToast({
      title: "Saved on this device",
      description: `You are offline: the restore of the ${setup.noun} "${name}" will be sent when the connection is back (${waiting} unsent ${waiting === 1 ? "change" : "changes"}).`,
    });
  }

  /** Restores to before `revision`, based on `baseVersion` (the form's version by default). */
  function restore(revision: Revision, baseVersion = record.updatedAt) {
    if (mutation.isPending) return;
    if (!navigator.onLine) return queue(revision);
    mutation.mutate({ revision, baseVersion });
  }

  return {
    restore,
    restoring: mutation.isPending,
    /** The restore met a newer version of the record: the stored one, to compare. */
    conflict,
    /** Keep mine: the same restore again, now based on the version the admin has seen. */
    keepMine: () => conflict && restore(conflict.revision, conflict.current.updatedAt),
    /** Keep theirs: nothing is restored; the form and the lists show the stored version. */
    keepTheirs: () => {
      if (!conflict) return;
      storeAnswer(queryClient, setup.listKey, conflict.current);
      onRestored(conflict.current);
      setConflict(null);
      void refetch();
    },
    closeConflict: () => setConflict(null),
  };
}
