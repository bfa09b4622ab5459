import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import type { CurrentUser } from "@lorawan/contracts/auth";
import type { ProductSummary } from "@lorawan/contracts/product";
import type { QueryClient } from "@tanstack/react-query";
import { Providers } from "~/app/Providers";
import { createQueryClient } from "~/app/queryClient";
import { renderErrors } from "~/app/renderErrors";
import { preloadToasterView } from "~/components/ui/toaster";
import { currentUserQueryKey } from "~/features/auth";
import { adminCategoriesQueryKey } from "./categories/api/adminCategories";
import { adminNewsQueryKey } from "./news/api/adminNews";
import { forgetAdminCaches, keepAdminCache, restoreAdminCache } from "./offline/deviceCache";
import { keepFieldCopy } from "./offline/fieldCopy";
import { adminProductsQueryKey, adminProductsQueryOptions } from "./products/api/adminProducts";
import { rememberUser } from "./offline/lastUser";
import { openOutbox } from "./outbox/outboxStore";
import { AdminAreaContent } from "./shell/AdminArea";
import { markSessionEnded } from "./shell/sessionEnded";

/**
 * The admin app (spec 2.14, decision 021): its own client code, with TanStack Query and the full
 * theme, fetched by the admin page's start (adminStart.controls.ts) only for a signed-in visitor. It renders the
 * admin area in place of the prerendered Loading; the header and footer around it stay the page's.
 * The user the boot read is the query's first answer, so it is not asked for twice. A call answered
 * 401 later means the session ended: the admin is asked to sign in again over the open screen.
 *
 * Offline (decision 031) the app opens for the last admin signed in on this device (`offline`), with
 * the lists the device kept for them; their outbox of unsent changes opens in any case.
 */
export async function mountAdminApp(container: HTMLElement, user: CurrentUser, { offline, productList }: { offline: boolean; productList?: Promise<ProductSummary[]> }) {
  const client = createQueryClient({ onUnauthorized: markSessionEnded });
  // A list never loaded on this device fails at once offline (and says so) instead of waiting.
  client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, networkMode: "always" } });
  // The session is checked again on reconnect by the app itself (useReconnect): a session that ended
  // meanwhile asks to sign in over the open screen instead of replacing it with the login form.
  client.setQueryDefaults(currentUserQueryKey, { refetchOnReconnect: false });
  if (offline) await restoreAdminCache(client, user.id);
  else void forgetAdminCaches(user.id);
  // The dashboard opens on the products: their list is asked for now, while the app renders, not
  // once its panel has mounted (issue 31: the app's first render takes about half a second), or
  // taken from the boot, which asked for it with the session check (`productList`).
  if (!offline && user.role === "admin") void client.prefetchQuery(adminProductsQueryOptions(productList));
  followSignedInUser(client, user);
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

/**
 * The outbox and the lists kept on the device belong to the signed-in admin (decision 031): they
 * follow the current user, who changes without a reload when the app's own login form is used after
 * Log out or when the session ended.
 */
function followSignedInUser(client: QueryClient, first: CurrentUser) {
  let following: { id: string; stop: () => void } | null = null;
  const follow = (user: CurrentUser | null | undefined) => {
    if ((user?.id ?? null) === (following?.id ?? null)) return;
    following?.stop();
    following = null;
    if (!user) return;
    openOutbox(user.id);
    rememberUser(user);
    const stopLists = keepAdminCache(client, user.id);
    // Ready for the field (issue 31): every product, category and article kept whole on the device.
    const stopCopy = keepFieldCopy(client, user.id, { products: adminProductsQueryKey, others: [adminCategoriesQueryKey, adminNewsQueryKey] });
    following = {
      id: user.id,
      stop: () => {
        stopLists();
        stopCopy();
      },
    };
  };
  follow(first);
  client.getQueryCache().subscribe((event) => {
    if (event.query.queryKey[0] !== currentUserQueryKey[0]) return;
    // Undefined is not yet known, not signed out: the query is created without data, just before
    // the user is set in it, and that must not stop (and start again) what follows the admin.
    const user = event.query.state.data as CurrentUser | null | undefined;
    if (user !== undefined) follow(user);
  });
}
