import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { toastError, toastSuccess } from "../shared/toasts";
import { markSessionEnded, useSessionEnded } from "../shell/sessionEnded";
import { outboxEntries } from "./outboxStore";
import { sendOutbox, type OutboxSendResult } from "./sendOutbox";

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

/**
 * Sends the outbox (decision 031) when the admin app opens online, when the connection comes back,
 * and when a session that had ended is signed in again; Send now calls the returned function. Each
 * stored change reads its lists again (spec 7).
 */
export function useOutboxSender() {
  const queryClient = useQueryClient();
  const sessionEnded = useSessionEnded();

  const send = useCallback(async () => {
    if (!navigator.onLine || outboxEntries().length === 0) return;
    const result = await sendOutbox({
      onSent: (entry) => Promise.all(entry.refetch.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined),
      onSessionEnded: markSessionEnded,
    });
    tell(result);
  }, [queryClient]);

  useEffect(() => {
    if (sessionEnded) return;
    void send();
    const onOnline = () => void send();
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, [send, sessionEnded]);

  return send;
}
