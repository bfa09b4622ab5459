import { useSyncExternalStore } from "react";

// The admin's outbox (issue 21, decision 031): changes saved while offline, kept on the device in
// localStorage (per signed-in user) until they are sent, discarded, or replaced by a later save of
// the same record. Only this module reads or writes the stored list; every change notifies the
// screen, and another tab's change (the storage event) is picked up too.

export type OutboxKind = "product" | "category" | "news";

export type OutboxState =
  /** Sent at the next chance (reconnect, app opened, Send now). */
  | "waiting"
  /** Its request is on its way: it can no longer be discarded. */
  | "sending"
  /** The record was saved by someone else since the version this change was based on (409). */
  | "conflict"
  /** The server refused it (400, 404, 413...): kept, with the reason, until discarded. */
  | "refused";

export interface OutboxEntry {
  id: string;
  kind: OutboxKind;
  /** The record's name or title, as the admin typed it. */
  label: string;
  /** The record changed; none for a create. */
  recordId?: number;
  method: "POST" | "PUT";
  path: string;
  body: unknown;
  /**
   * Issue 49: "restore" for a restore of an earlier version (POST .../restore {revisionId}), sent
   * with its Base-Version like an update; none for a save.
   */
  action?: "restore";
  /** A restore's record as it makes it, worked out on the device: what the lists and a form show. */
  restored?: unknown;
  /** An update's Base-Version: the version the admin's form was based on (decision 030). */
  baseVersion?: string;
  /** A create's Idempotency-Key: the same on every send, so a resend cannot create twice. */
  idempotencyKey?: string;
  /** An update's record as it was read, to put back in the lists when the change is discarded. */
  original?: unknown;
  /** The query key of the kind's list (its records are patched with a queued update's fields). */
  listKey: string[];
  /** Lists read again once the change is stored (spec 7). */
  refetch: string[][];
  queuedAt: string;
  state: OutboxState;
  /** Why the last send did not store it (a refusal, or why it is still waiting). */
  reason?: string;
  /** For a conflict: the record as it is stored now. */
  current?: unknown;
}

export type NewOutboxChange = Omit<OutboxEntry, "id" | "queuedAt" | "state" | "reason" | "current">;

const storagePrefix = "admin.outbox.";

let owner: string | null = null;
let entries: readonly OutboxEntry[] = [];
const listeners = new Set<() => void>();

const storageKey = () => (owner === null ? null : `${storagePrefix}${owner}`);

function readStored(): OutboxEntry[] {
  const key = storageKey();
  if (!key) return [];
  try {
    const parsed = JSON.parse(window.localStorage.getItem(key) ?? "[]") as unknown;
    return Array.isArray(parsed) ? (parsed as OutboxEntry[]) : [];
  } catch {
    return [];
  }
}

function notify() {
  for (const listener of listeners) listener();
}

function commit(next: readonly OutboxEntry[]) {
  entries = next;
  const key = storageKey();
  if (key) {
    try {
      if (next.length === 0) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, JSON.stringify(next));
    } catch {
      // Storage full or disabled: the outbox still works until the page is closed.
    }
  }
  notify();
}

function onStorage(event: StorageEvent) {
  if (event.key !== null && event.key === storageKey()) {
    entries = readStored();
    notify();
  }
}

/**
 * Opens the outbox of one signed-in user (their id). A send that was on its way when the page was
 * closed is waiting again: a create resends its Idempotency-Key and an update its Base-Version, so
 * resending cannot store it twice.
 */
export function openOutbox(userId: string) {
  owner = userId;
  entries = readStored().map((entry) => (entry.state === "sending" ? { ...entry, state: "waiting" as const } : entry));
  if (typeof window !== "undefined") {
    window.removeEventListener("storage", onStorage);
    window.addEventListener("storage", onStorage);
  }
  notify();
}

/** Reads the list again from storage (another tab may have sent or discarded meanwhile). */
export function reloadOutbox() {
  entries = readStored();
  notify();
}

export const outboxEntries = (): readonly OutboxEntry[] => entries;

const outboxEntry = (id: string): OutboxEntry | undefined => entries.find((entry) => entry.id === id);

/** Whether two entries are one change: the same record's update, or the same create. */
const sameChange = (a: Pick<OutboxEntry, "kind" | "recordId" | "idempotencyKey">, b: Pick<OutboxEntry, "kind" | "recordId" | "idempotencyKey">) =>
  a.kind === b.kind && (a.recordId !== undefined ? a.recordId === b.recordId : a.idempotencyKey !== undefined && a.idempotencyKey === b.idempotencyKey);

/**
 * Queues a change. A later save of the same record (or the same create) replaces the queued one in
 * its place: an update's body is the whole record, so the later one holds both edits. `replaces`
 * names an entry this save was made from (the outbox's Edit), which goes too.
 */
export function queueChange(change: NewOutboxChange, { replaces, now = new Date() }: { replaces?: string; now?: Date } = {}): OutboxEntry {
  const previous = entries.find((entry) => entry.state !== "sending" && (entry.id === replaces || sameChange(entry, change)));
  const entry: OutboxEntry = {
    ...change,
    id: previous?.id ?? crypto.randomUUID(),
    original: previous?.original ?? change.original,
    queuedAt: now.toISOString(),
    state: "waiting",
  };
  commit(previous ? entries.map((e) => (e === previous ? entry : e)) : [...entries, entry]);
  if (replaces && replaces !== entry.id) removeEntry(replaces);
  return entry;
}

export function updateEntry(id: string, patch: Partial<Omit<OutboxEntry, "id">>) {
  if (!entries.some((entry) => entry.id === id)) return;
  commit(entries.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry)));
}

export function removeEntry(id: string) {
  if (entries.some((entry) => entry.id === id)) commit(entries.filter((entry) => entry.id !== id));
}

/**
 * The admin discards a change: it is removed and never sent. One already on its way cannot be
 * called back (its Discard is disabled); that is the only refusal. Returns the removed entry.
 */
export function discardChange(id: string): OutboxEntry | undefined {
  const entry = outboxEntry(id);
  if (!entry || entry.state === "sending") return undefined;
  removeEntry(id);
  return entry;
}

/** An update of this record was stored online: anything queued for it is superseded. */
export function supersedeChangesTo(kind: OutboxKind, recordId: number) {
  const left = entries.filter((entry) => entry.state === "sending" || !(entry.kind === kind && entry.recordId === recordId));
  if (left.length !== entries.length) commit(left);
}

/**
 * A record as kept on the device with the update waiting for it in the outbox laid over it (the
 * fields the record has; its version stays the one read), as the lists show it after a queued save.
 */
export function withQueuedChange<R extends { id: number }>(kind: OutboxKind, record: R): R {
  const queued = entries.find((entry) => entry.kind === kind && entry.recordId === record.id);
  const body = queued?.restored ?? queued?.body;
  if (typeof body !== "object" || body === null) return record;
  const merged: Record<string, unknown> = { ...record };
  for (const [key, value] of Object.entries(body)) if (key in merged && key !== "id" && key !== "updatedAt") merged[key] = value;
  return merged as R;
}

/** The outbox on screen: every entry, in the order they will be sent. */
export function useOutbox(): readonly OutboxEntry[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => entries,
    () => entries,
  );
}

/** For tests: forget the open outbox (the stored lists stay). */
export function closeOutbox() {
  owner = null;
  entries = [];
  notify();
}
