import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { baseVersionHeader, idempotencyKeyHeader } from "@lorawan/contracts/writeConditions";
import { useRef, useState } from "react";
import type { z } from "zod";
import { apiRequest } from "~/lib/api";
import { localRefusal, offlineSaveReason, refusalOf, type Refusal } from "./refusal";
import { toastError, toastSuccess } from "./toasts";

/** A record the admin edits: its id and the version (updatedAt) the form was based on. */
export interface Versioned {
  id: number;
  updatedAt: string;
}

export interface RecordSaveOptions<S extends z.ZodType, R extends Versioned> {
  /** The collection's admin path, e.g. /api/admin/products (POST there, PUT at /{id}). */
  path: string;
  /** The body's zod schema, the one the server parses with. */
  schema: S;
  /** The record being edited; none for a new one. */
  record?: R;
  /** Spec 8's toast texts. */
  texts: { created: string; updated: string; createFailed: string; updateFailed: string };
  /** Lists refetched after a save (spec 7). */
  refetch: QueryKey[];
  onSaved: (record: R) => void;
}

/**
 * Saving an admin form without losing work or saving twice (issue 21, decision 030):
 * - the body is checked with the server's own zod schema first; each reason lands on its field;
 * - a refused save shows the server's reason, on its field when it names one, in the spec's toast;
 * - a create carries one Idempotency-Key for the life of the form, so a double press or a retry
 *   makes one record, and a second press while saving is ignored;
 * - offline, nothing is sent and the admin is told at once;
 * - an update carries the version it was based on; a newer stored version comes back as `conflict`
 *   (the record as it is now) for the admin to choose, and is never overwritten silently.
 */
export function useRecordSave<S extends z.ZodType, R extends Versioned>({ path, schema, record, texts, refetch, onSaved }: RecordSaveOptions<S, R>) {
  const queryClient = useQueryClient();
  const [createKey] = useState(() => crypto.randomUUID());
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<R | null>(null);
  const inFlight = useRef(false);
  const lastBody = useRef<z.input<S> | null>(null);
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

  /** Sends the body, based on `baseVersion` (the version the form was opened with, by default). */
  function save(body: z.input<S>, baseVersion = record?.updatedAt) {
    if (inFlight.current) return;
    // Issue 21: offline, say so at once (writes are not queued or retried: spec 7).
    if (!navigator.onLine) {
      toastError(`${failed}: ${offlineSaveReason}`);
      return;
    }
    const local = localRefusal(schema, body);
    if (local) {
      setFieldErrors(local.fieldErrors);
      toastError(`${failed}: ${local.reason}`);
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
    /** Keep theirs: the admin's edit is dropped; the lists show the stored version. */
    keepTheirs: async () => {
      setConflict(null);
      await Promise.all(refetch.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    closeConflict: () => setConflict(null),
  };
}
