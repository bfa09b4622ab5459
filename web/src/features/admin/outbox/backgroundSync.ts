// Background Sync for the outbox (issue 31, decision 068): where the browser has it, queueing a
// change registers the "admin-outbox" sync; when the browser sees the connection back it wakes the
// service worker (public/admin-outbox-sync.js), which asks the open admin pages to send and waits for
// their answer. Elsewhere the page's own triggers (the online event, the retry timer) do it alone.

const outboxSyncTag = "admin-outbox";

interface SyncManager {
  register(tag: string): Promise<void>;
}

/** Asks the browser for a sync once the connection is back; nothing where it has no Background Sync. */
export function requestOutboxSync() {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  void navigator.serviceWorker.getRegistration().then(
    (registration) => (registration as (ServiceWorkerRegistration & { sync?: SyncManager }) | undefined)?.sync?.register(outboxSyncTag),
    () => undefined,
  );
}

/**
 * Answers the service worker's sync with a send: `send` resolves whether changes still wait. Returns
 * the function that stops listening.
 */
export function answerOutboxSync(send: () => Promise<{ waiting: boolean }>): () => void {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return () => {};
  const onMessage = (event: MessageEvent) => {
    const data = event.data as { type?: unknown } | null;
    const [port] = event.ports;
    if (data?.type !== "admin-outbox-sync" || !port) return;
    void send().then(
      (answer) => port.postMessage(answer),
      () => port.postMessage({ waiting: true }),
    );
  };
  navigator.serviceWorker.addEventListener("message", onMessage);
  return () => navigator.serviceWorker.removeEventListener("message", onMessage);
}
