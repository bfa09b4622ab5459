import { baseVersionHeader, idempotencyKeyHeader } from "@lorawan/contracts/writeConditions";
import { ApiError, apiRequest } from "~/lib/api";
import { refusalOf } from "../shared/refusal";
import { outboxEntries, reloadOutbox, removeEntry, updateEntry, type OutboxEntry } from "./outboxStore";

/** While a change waits, the outbox is tried again this often (useOutboxSender). */
export const outboxRetryMs = 10_000;

const clock = (date: Date) => date.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", second: "2-digit" });

/** What the outbox says about itself: what happened at the last try, and when it tries again. */
function waitingReason(what: string, now = new Date()) {
  return `Not sent yet: ${what} (tried at ${clock(now)}). It is tried again every ${outboxRetryMs / 1000} seconds and as soon as the connection is back.`;
}

/** What a send of the outbox did. */
export interface OutboxSendResult {
  sent: OutboxEntry[];
  conflicts: OutboxEntry[];
  refused: OutboxEntry[];
  /** The connection dropped, the server failed (5xx) or the session ended: the rest waits. */
  stopped: boolean;
}

export interface OutboxSendHooks {
  /** Sends one entry; resolves with the stored record, rejects as apiRequest does. */
  send?: (entry: OutboxEntry) => Promise<unknown>;
  /** After each stored entry (the lists are read again here). */
  onSent?: (entry: OutboxEntry, saved: unknown) => void | Promise<void>;
  /** A 401: the admin signs in again; the entry waits. */
  onSessionEnded?: () => void;
}

/** The request an entry makes: its method, path and body, with the conditions it was queued with. */
async function sendEntry(entry: OutboxEntry): Promise<unknown> {
  const headers: Record<string, string> = {};
  if (entry.baseVersion) headers[baseVersionHeader] = entry.baseVersion;
  if (entry.idempotencyKey) headers[idempotencyKeyHeader] = entry.idempotencyKey;
  const response = await apiRequest(entry.method, entry.path, entry.body, headers);
  return (await response.json()) as unknown;
}

/**
 * A later save of the same record queued while this one was on its way was based on the same
 * version: it builds on this change, so it is now based on the version this one stored.
 */
function rebaseFollowers(sent: OutboxEntry, saved: unknown) {
  const stored = (saved as { updatedAt?: unknown } | null)?.updatedAt;
  if (sent.recordId === undefined || typeof stored !== "string") return;
  for (const entry of outboxEntries())
    if (entry.kind === sent.kind && entry.recordId === sent.recordId && entry.state === "waiting" && entry.baseVersion === sent.baseVersion)
      updateEntry(entry.id, { baseVersion: stored });
}

async function sendAll({ send = sendEntry, onSent, onSessionEnded }: OutboxSendHooks): Promise<OutboxSendResult> {
  const result: OutboxSendResult = { sent: [], conflicts: [], refused: [], stopped: false };
  reloadOutbox();
  const tried = new Set<string>();
  for (;;) {
    // Picked from the list as it is now: a change discarded while an earlier one was sent is gone.
    const next = outboxEntries().find((entry) => entry.state === "waiting" && !tried.has(entry.id));
    if (!next) break;
    tried.add(next.id);
    updateEntry(next.id, { state: "sending", reason: undefined });
    let saved: unknown;
    try {
      saved = await send(next);
    } catch (error) {
      const refusal = refusalOf(error);
      if (error instanceof ApiError && error.status === 409 && refusal.current) {
        updateEntry(next.id, { state: "conflict", current: refusal.current, reason: refusal.reason });
        result.conflicts.push({ ...next, state: "conflict", current: refusal.current });
        continue;
      }
      if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 408 && error.status !== 429) {
        updateEntry(next.id, { state: "refused", reason: refusal.reason });
        result.refused.push({ ...next, state: "refused", reason: refusal.reason });
        continue;
      }
      // Not the change's fault (no connection, the server failing, the session ended): it waits,
      // and so does everything after it, to keep the order.
      const reason = refusal.sessionEnded
        ? "Not sent yet: your session has ended. It is sent once you sign in again."
        : error instanceof ApiError
          ? waitingReason(refusal.reason.replace(/\.$/, ""))
          : waitingReason("the server could not be reached");
      updateEntry(next.id, { state: "waiting", reason });
      result.stopped = true;
      if (refusal.sessionEnded) onSessionEnded?.();
      break;
    }
    removeEntry(next.id);
    rebaseFollowers(next, saved);
    result.sent.push(next);
    await onSent?.(next, saved);
  }
  return result;
}

let running: Promise<OutboxSendResult> | null = null;

/** Whether a send is on its way in this tab (a second trigger then leaves it to finish and tell). */
export const outboxSending = () => running !== null;

/**
 * Sends the waiting changes in order, one at a time. A conflict (409) keeps its change, marked, and
 * the others go on; a refusal keeps its change with the server's reason; a failure that is not the
 * change's (network, 5xx, 401) stops the send and everything waits for the next one. One send runs
 * at a time in a tab, and across the device's tabs when the browser has Web Locks.
 */
export function sendOutbox(hooks: OutboxSendHooks = {}): Promise<OutboxSendResult> {
  if (running) return running;
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  const run = async (): Promise<OutboxSendResult> => (locks ? await locks.request("admin-outbox", () => sendAll(hooks)) : sendAll(hooks));
  const settled = run().finally(() => {
    running = null;
  });
  running = settled;
  return settled;
}
