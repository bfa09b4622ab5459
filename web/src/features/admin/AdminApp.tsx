import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import type { CurrentUser } from "@lorawan/contracts/auth";
import { Providers } from "~/app/Providers";
import { createQueryClient } from "~/app/queryClient";
import { renderErrors } from "~/app/renderErrors";
import { currentUserQueryKey } from "~/features/auth";
import { AdminAreaContent } from "./shell/AdminArea";

/**
 * The admin app (spec 2.14, decision 021): its own client code, with TanStack Query and the full
 * theme, fetched by the admin page's boot (boot.ts) only for a signed-in visitor. It renders the
 * admin area in place of the prerendered Loading; the header and footer around it stay the page's.
 * The user the boot read is the query's first answer, so it is not asked for twice.
 */
export function mountAdminApp(container: HTMLElement, user: CurrentUser) {
  const client = createQueryClient();
  client.setQueryData(currentUserQueryKey, user);
  createRoot(container, renderErrors).render(
    <StrictMode>
      <Providers client={client}>
        <AdminAreaContent />
      </Providers>
    </StrictMode>,
  );
}
