// Background Sync for the admin's outbox (issue 31, decision 068), imported by the service worker
// (workbox.config.mjs importScripts). The outbox lives in the admin page's storage and is sent with
// its session, so the worker does not send it itself: when the browser says the connection is back
// (the "admin-outbox" sync the page registered on queueing a change), it asks the open admin pages
// to send, and waits for their answer. With none open, or nothing sent, the sync fails and the
// browser tries again later.
self.addEventListener("sync", (event) => {
  if (event.tag !== "admin-outbox") return;
  event.waitUntil(askAdminPagesToSend());
});

async function askAdminPagesToSend() {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const adminPages = windows.filter((client) => new URL(client.url).pathname === "/admin");
  if (adminPages.length === 0) throw new Error("No admin page is open to send its unsent changes");
  const answers = await Promise.all(
    adminPages.map(
      (page) =>
        new Promise((resolve) => {
          const channel = new MessageChannel();
          const timer = setTimeout(() => resolve({ waiting: true }), 60000);
          channel.port1.onmessage = (message) => {
            clearTimeout(timer);
            resolve(message.data);
          };
          page.postMessage({ type: "admin-outbox-sync" }, [channel.port2]);
        }),
    ),
  );
  if (answers.every((answer) => answer && answer.waiting)) throw new Error("The unsent changes still wait");
}
