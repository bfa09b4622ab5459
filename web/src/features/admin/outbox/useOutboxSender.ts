import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { toastError, toastSuccess } from "../shared/toasts";
import { markSessionEnded, useSessionEnded } from "../shell/sessionEnded";
import { answerOutboxSync } from "./backgroundSync";
import { outboxEntries } from "./outboxStore";
import { storeAnswer } from "./patchLists";
import { outboxRetryMs, outboxSending, sendOutbox, type OutboxSendResult } from "./sendOutbox";

const changes = (n: number) => `${n} ${n === 1 ? "change" : "changes"}`;

/** What the admin is told once a send has run (nothing when there was nothing to send). */
function tell(result: OutboxSendResult) {
  const [conflict] = result.conflicts;
  const [refused] = result.refused;
  if (conflict)
    toastError(
      `"${conflict.label}" was changed by someone else before your change saved offline arrived, so it was not sent. Open Unsent changes to compare and choose.`,
    );
  else if (refused) toastError(`"${refused.label}" was not saved: ${refused.reason ?? "the server refused it"}. Open Unsent changes to edit or discard it.`);
  else if (result.sent.length > 0) {
    const left = outboxEntries().length;
    const sent = `${changes(result.sent.length)} saved offline ${result.sent.length === 1 ? "was" : "were"} sent.`;
    toastSuccess(left === 0 ? sent : `${sent} ${changes(left)} still in Unsent changes.`);
  }
}

const anyWaiting = () => outboxEntries().some((entry) => entry.state === "waiting");

/**
 * Sends the outbox (decisions 031, 068) by itself once the connection is back, after any reload:
 * when the admin app opens online, on the `online` event, every `outboxRetryMs` while a change
 * waits (a page reloaded offline may never hear an `online` event: the browser can report itself
 * online all along), when the service worker's Background Sync asks, and when a session that had
 * ended is signed in again; Send now calls the returned function. Each stored change goes into the
 * lists at once with its new version, and its lists are read again (spec 7).
 */
export function useOutboxSender() {
  const queryClient = useQueryClient();
  const sessionEnded = useSessionEnded();

  const send = useCallback(async () => {
    // One send at a time tells its outcome once: a trigger meeting a send on its way (the timer during
    // a reconnect's send) leaves it to finish.
    if (!navigator.onLine || !anyWaiting() || outboxSending()) return;
    const result = await sendOutbox({
      onSent: (entry, saved) => {
        storeAnswer(queryClient, entry.listKey, saved);
        return Promise.all(entry.refetch.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
      },
      onSessionEnded: markSessionEnded,
    });
    tell(result);
  }, [queryClient]);

  useEffect(() => {
    if (sessionEnded) return;
    void send();
    const onOnline = () => void send();
    window.addEventListener("online", onOnline);
    const retry = window.setInterval(onOnline, outboxRetryMs);
    const stopSync = answerOutboxSync(async () => {
      await send();
      return { waiting: anyWaiting() };
    });
    return () => {
      window.removeEventListener("online", onOnline);
      window.clearInterval(retry);
      stopSync();
    };
  }, [send, sessionEnded]);

  return send;
}
