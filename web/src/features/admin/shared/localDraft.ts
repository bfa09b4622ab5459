import { useEffect, useState } from "react";

/**
 * An unsaved form kept in localStorage (the admin often works on a tablet with a poor connection):
 * offered back when the form reopens, removed once the record is saved.
 */
export interface LocalDraft<V> {
  values: V;
  savedAt: string;
}

export interface DraftStore<V> {
  read(recordId: number | undefined): LocalDraft<V> | null;
  write(recordId: number | undefined, values: V, now?: Date): void;
  clear(recordId: number | undefined): void;
}

/**
 * Drafts of one kind of form under `admin.{kind}Draft.{id or "new"}`; `isValues` rejects broken ones
 * and `complete` fills in what an older draft lacks.
 */
export function draftStore<V>(kind: string, isValues: (values: unknown) => boolean, complete: (values: V) => V = (values) => values): DraftStore<V> {
  const keyFor = (recordId: number | undefined) => `admin.${kind}Draft.${recordId ?? "new"}`;
  return {
    read(recordId) {
      try {
        const raw = window.localStorage.getItem(keyFor(recordId));
        if (!raw) return null;
        const draft = JSON.parse(raw) as LocalDraft<V> | null;
        return draft && typeof draft.values === "object" && draft.values !== null && isValues(draft.values) ? { ...draft, values: complete(draft.values) } : null;
      } catch {
        return null;
      }
    },
    write(recordId, values, now = new Date()) {
      try {
        window.localStorage.setItem(keyFor(recordId), JSON.stringify({ values, savedAt: now.toISOString() } satisfies LocalDraft<V>));
      } catch {
        // Storage full or disabled (private mode): the form still works, only without a draft.
      }
    },
    clear(recordId) {
      try {
        window.localStorage.removeItem(keyFor(recordId));
      } catch {
        // See write.
      }
    },
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A form's values with its local draft: every change is written as a draft while the form differs
 * from what it was opened with; a draft left from before is offered (`offered`) until the admin
 * restores or discards it, or starts typing.
 */
export function useDraftedValues<V>(store: DraftStore<V>, recordId: number | undefined, initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [offered, setOffered] = useState<LocalDraft<V> | null>(() => {
    const draft = store.read(recordId);
    return draft && !same(draft.values, initial) ? draft : null;
  });
  const dirty = !same(values, initial);
  useEffect(() => {
    if (dirty) store.write(recordId, values);
  }, [dirty, recordId, store, values]);

  return {
    values,
    dirty,
    offered,
    change(patch: Partial<V>) {
      setOffered(null);
      setValues((current) => ({ ...current, ...patch }));
    },
    restore() {
      if (offered) setValues(offered.values);
      setOffered(null);
    },
    discard() {
      store.clear(recordId);
      setOffered(null);
    },
    /** After a save, or when the admin keeps the stored version. */
    clear: () => store.clear(recordId),
    /** The form takes other values (a restored version, issue 49): the draft and any offer go. */
    reset(next: V) {
      store.clear(recordId);
      setOffered(null);
      setValues(next);
    },
  };
}
