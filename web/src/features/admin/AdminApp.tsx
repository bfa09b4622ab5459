import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import type { CurrentUser } from "@lorawan/contracts/auth";
import { Providers } from "~/app/Providers";
import { createQueryClient } from "~/app/queryClient";
import { renderErrors } from "~/app/renderErrors";
import { preloadToasterView } from "~/components/ui/toaster";
import { currentUserQueryKey } from "~/features/auth";
import { forgetAdminCaches, keepAdminCache, restoreAdminCache } from "./offline/deviceCache";
import { openOutbox } from "./outbox/outboxStore";
import { AdminAreaContent } from "./shell/AdminArea";
import { markSessionEnded } from "./shell/sessionEnded";

/**
 * The admin app (spec 2.14, decision 021): its own client code, with TanStack Query and the full
 * theme, fetched by the admin page's boot (boot.ts) only for a signed-in visitor. It renders the
 * admin area in place of the prerendered Loading; the header and footer around it stay the page's.
 * The user the boot read is the query's first answer, so it is not asked for twice. A call answered
 * 401 later means the session ended: the admin is asked to sign in again over the open screen.
 *
 * Offline (decision 031) the app opens for the last admin signed in on this device (`offline`), with
 * the lists the device kept for them; their outbox of unsent changes opens in any case.
 */
export async function mountAdminApp(container: HTMLElement, user: CurrentUser, { offline }: { offline: boolean }) {
  const client = createQueryClient({ onUnauthorized: markSessionEnded });
  // A list never loaded on this device fails at once offline (and says so) instead of waiting.
  client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, networkMode: "always" } });
  // The session is checked again on reconnect by the app itself (useReconnect): a session that ended
  // meanwhile asks to sign in over the open screen instead of replacing it with the login form.
  client.setQueryDefaults(currentUserQueryKey, { refetchOnReconnect: false });
  openOutbox(user.id);
  if (offline) await restoreAdminCache(client, user.id);
  else void forgetAdminCaches(user.id);
  keepAdminCache(client, user.id);
  // Every admin action ends in a toast: its view is fetched now, so one still shows after the
  // connection drops (a save pressed offline says so at once).
  preloadToasterView();
  client.setQueryData(currentUserQueryKey, user);
  createRoot(container, renderErrors).render(
    <StrictMode>
      <Providers client={client}>
        <AdminAreaContent />
      </Providers>
    </StrictMode>,
  );
}
