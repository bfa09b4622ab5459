import { useMutation, useQueryClient } from "@tanstack/react-query";
import { baseVersionHeader, idempotencyKeyHeader } from "@lorawan/contracts/writeConditions";
import { useRef, useState } from "react";
import type { z } from "zod";
import { showToast } from "~/components/ui/toaster";
import { apiRequest } from "~/lib/api";
import { outboxEntries, queueChange, removeEntry, supersedeChangesTo, type OutboxKind } from "../outbox/outboxStore";
import { requestOutboxSync } from "../outbox/backgroundSync";
import { patchCachedRecord, storeAnswer } from "../outbox/patchLists";
import { localRefusal, refusalOf, type Refusal } from "./refusal";
import { toastError, toastSuccess } from "./toasts";

/** A record the admin edits: its id and the version (updatedAt) the form was based on. */
export interface Versioned {
  id: number;
  updatedAt: string;
}

export interface RecordSaveOptions<S extends z.ZodType, R extends Versioned> {
  /** What is saved, for the outbox (decision 031). */
  kind: OutboxKind;
  /** The collection's admin path, e.g. /api/admin/products (POST there, PUT at /{id}). */
  path: string;
  /** The body's zod schema, the one the server parses with. */
  schema: S;
  /** The record being edited; none for a new one. */
  record?: R;
  /** Spec 8's toast texts. */
  texts: { created: string; updated: string; createFailed: string; updateFailed: string };
  /** Lists refetched after a save (spec 7); the first is the kind's own list. */
  refetch: readonly (readonly string[])[];
  /** After a save: with the stored record, or without one when the change was queued offline. */
  onSaved: (record?: R) => void;
  /** The outbox entry this form was opened from (its Edit): the save replaces it. */
  outboxEntryId?: string;
}

/** How the outbox names a kind of record. */
export const outboxNouns: Record<OutboxKind, string> = { product: "product", category: "category", news: "news article" };

/** The name or title a body gives its record. */
function labelOf(body: unknown): string {
  const { name, title } = (body ?? {}) as { name?: unknown; title?: unknown };
  return String(name ?? title ?? "").trim();
}

/**
 * Saving an admin form without losing work or saving twice (issue 21, decision 030):
 * - the body is checked with the server's own zod schema first; each reason lands on its field;
 * - a refused save shows the server's reason, on its field when it names one, in the spec's toast;
 * - a create carries one Idempotency-Key for the life of the form, so a double press or a retry
 *   makes one record, and a second press while saving is ignored;
 * - offline, the change goes to the outbox on the device (decision 031) and the admin is told at
 *   once; it is sent with the same key or version when the connection is back;
 * - an update carries the version it was based on; a newer stored version comes back as `conflict`
 *   (the record as it is now) for the admin to choose, and is never overwritten silently.
 */
export function useRecordSave<S extends z.ZodType, R extends Versioned>({ kind, path, schema, record, texts, refetch, onSaved, outboxEntryId }: RecordSaveOptions<S, R>) {
  const queryClient = useQueryClient();
  const [createKey] = useState(() => crypto.randomUUID());
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<R | null>(null);
  const inFlight = useRef(false);
  const lastBody = useRef<z.input<S> | null>(null);
  // After "Edit my version" in a comparison, the next save is based on the version then seen.
  const editedBase = useRef<string | undefined>(undefined);
  const id = record?.id;
  const failed = id === undefined ? texts.createFailed : texts.updateFailed;

  const mutation = useMutation({
    mutationFn: async ({ body, baseVersion }: { body: z.input<S>; baseVersion?: string }) => {
      const response =
        id === undefined
          ? await apiRequest("POST", path, body, { [idempotencyKeyHeader]: createKey })
          : await apiRequest("PUT", `${path}/${id}`, body, baseVersion ? { [baseVersionHeader]: baseVersion } : {});
      return (await response.json()) as R;
    },
    onSuccess: async (saved) => {
      toastSuccess(id === undefined ? texts.created : texts.updated);
      setConflict(null);
      // What the outbox held for this record is superseded by what was just stored.
      if (id !== undefined) supersedeChangesTo(kind, id);
      if (outboxEntryId) removeEntry(outboxEntryId);
      // Issue 31: the list's row and the record's own query take the stored version at once, so a
      // publish or delete pressed right after is based on it; the lists are still read again (spec 7).
      storeAnswer(queryClient, refetch[0] ?? [], saved);
      onSaved(saved);
      await Promise.all(refetch.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => {
      const refusal: Refusal = refusalOf(error);
      setFieldErrors(refusal.fieldErrors);
      if (refusal.current) setConflict(refusal.current as R);
      toastError(`${failed}: ${refusal.reason}`);
    },
  });

  /**
   * Offline (decision 031): the checked change goes to the outbox with the key or version it would
   * have been sent with, the lists show it, and the form closes as saved on this device.
   */
  function queue(body: z.input<S>, baseVersion: string | undefined) {
    const label = labelOf(body);
    queueChange(
      {
        kind,
        label,
        recordId: id,
        method: id === undefined ? "POST" : "PUT",
        path: id === undefined ? path : `${path}/${id}`,
        body,
        baseVersion: id === undefined ? undefined : baseVersion,
        idempotencyKey: id === undefined ? createKey : undefined,
        original: record,
        listKey: [...(refetch[0] ?? [])],
        refetch: refetch.map((key) => [...key]),
      },
      { replaces: outboxEntryId },
    );
    if (id !== undefined) patchCachedRecord(queryClient, refetch[0] ?? [], id, body);
    requestOutboxSync();
    const waiting = outboxEntries().length;
    showToast({
      title: "Saved on this device",
      description: `You are offline: the ${outboxNouns[kind]} "${label}" will be sent when the connection is back (${waiting} unsent ${waiting === 1 ? "change" : "changes"}).`,
    });
    setFieldErrors({});
    setConflict(null);
    onSaved();
  }

  /** Sends the body, based on `baseVersion` (the version the form was opened with, by default). */
  function save(body: z.input<S>, baseVersion = editedBase.current ?? record?.updatedAt) {
    if (inFlight.current) return;
    const local = localRefusal(schema, body);
    if (local) {
      setFieldErrors(local.fieldErrors);
      toastError(`${failed}: ${local.reason}`);
      return;
    }
    // Issue 21: offline, the change is queued explicitly; online, writes are sent once and not
    // retried (spec 7).
    if (!navigator.onLine) {
      queue(body, baseVersion);
      return;
    }
    setFieldErrors({});
    lastBody.current = body;
    inFlight.current = true;
    mutation.mutate({ body, baseVersion }, { onSettled: () => (inFlight.current = false) });
  }

  return {
    save,
    saving: mutation.isPending,
    fieldErrors,
    /** The stored record when the last save was based on an older version of it, else null. */
    conflict,
    /** Keep mine: send the same body again, now based on the version the admin has seen. */
    keepMine: () => {
      if (conflict && lastBody.current) save(lastBody.current, conflict.updatedAt);
    },
    /** Edit mine: the comparison closes, the form keeps my version, and saves it based on theirs. */
    editMine: () => {
      if (conflict) editedBase.current = conflict.updatedAt;
      setConflict(null);
    },
    /** Keep theirs: the admin's edit is dropped; the lists show the stored version. */
    keepTheirs: async () => {
      setConflict(null);
      await Promise.all(refetch.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    closeConflict: () => setConflict(null),
  };
}
