import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import type { CurrentUser } from "@lorawan/contracts/auth";
import { Providers } from "~/app/Providers";
import { createQueryClient } from "~/app/queryClient";
import { renderErrors } from "~/app/renderErrors";
import { preloadToasterView } from "~/components/ui/toaster";
import { currentUserQueryKey } from "~/features/auth";
import { AdminAreaContent } from "./shell/AdminArea";
import { markSessionEnded } from "./shell/sessionEnded";

/**
 * The admin app (spec 2.14, decision 021): its own client code, with TanStack Query and the full
 * theme, fetched by the admin page's boot (boot.ts) only for a signed-in visitor. It renders the
 * admin area in place of the prerendered Loading; the header and footer around it stay the page's.
 * The user the boot read is the query's first answer, so it is not asked for twice. A call answered
 * 401 later means the session ended: the admin is asked to sign in again over the open screen.
 */
export function mountAdminApp(container: HTMLElement, user: CurrentUser) {
  const client = createQueryClient({ onUnauthorized: markSessionEnded });
  // Every admin action ends in a toast: its view is fetched now, so one still shows after the
  // connection drops (a save pressed offline says so at once).
  preloadToasterView();
  client.setQueryData(currentUserQueryKey, user);
  const root = createRoot(container, renderErrors);
  // A transition: React renders the admin in short slices instead of one long task (issue 21), and
  // the prerendered Loading stays until it commits.
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers client={client}>
          <AdminAreaContent />
        </Providers>
      </StrictMode>,
    ),
  );
}
