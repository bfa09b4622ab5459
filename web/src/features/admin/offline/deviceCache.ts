import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from "@tanstack/react-query";
import { delMany, get, keys, set } from "idb-keyval";
import { adminCacheStore, adminRecordStore, userKey } from "./stores";

// The admin's lists kept on the device (issue 21, decision 031): TanStack Query's own dehydrate and
// hydrate, stored in IndexedDB per signed-in user, so the installed admin opens offline with the
// lists as last loaded. Only the admin's reads are kept (/api/admin/...), never the current user;
// the service worker caches none of them. Signing out deletes the user's copy.

/** Bumped when what is kept changes shape: an older copy is then ignored. */
const format = 1;
/** A copy older than this is not shown: a week in the field without a connection is the limit. */
const maxAgeMs = 7 * 24 * 3600 * 1000;
/** Writes are gathered: at most one per second while lists load. */
const writeDelayMs = 1000;

interface KeptCache {
  format: number;
  savedAt: number;
  state: DehydratedState;
}

const isAdminRead = (query: Query) => query.state.status === "success" && typeof query.queryKey[0] === "string" && query.queryKey[0].startsWith("/api/admin/");

/** Puts the user's kept lists into the client (before the app renders); false when there were none. */
export async function restoreAdminCache(client: QueryClient, userId: string): Promise<boolean> {
  try {
    const kept = await get<KeptCache>(userKey(userId), adminCacheStore());
    if (!kept || kept.format !== format || Date.now() - kept.savedAt > maxAgeMs) return false;
    hydrate(client, kept.state);
    return true;
  } catch {
    return false;
  }
}

/** Keeps the user's admin lists on the device whenever they change; returns the function that stops it. */
export function keepAdminCache(client: QueryClient, userId: string): () => void {
  let timer: number | undefined;
  const write = () => {
    timer = undefined;
    const state = dehydrate(client, { shouldDehydrateQuery: isAdminRead, shouldDehydrateMutation: () => false });
    set(userKey(userId), { format, savedAt: Date.now(), state } satisfies KeptCache, adminCacheStore()).catch(() => {
      // Storage full or refused (private mode): the admin works as before, only not offline.
    });
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "success" || !isAdminRead(event.query)) return;
    timer ??= window.setTimeout(write, writeDelayMs);
  });
  return () => {
    unsubscribe();
    if (timer !== undefined) window.clearTimeout(timer);
  };
}

/** Deletes every kept copy (lists and whole records) but `exceptUserId`'s (sign-out, a session the server ended, another admin). */
export async function forgetAdminCaches(exceptUserId?: string) {
  const own = (key: IDBValidKey) => exceptUserId !== undefined && (key === userKey(exceptUserId) || String(key).startsWith(`${userKey(exceptUserId)}:`));
  for (const store of [adminCacheStore(), adminRecordStore()]) {
    try {
      const others = (await keys(store)).filter((key) => !own(key));
      if (others.length) await delMany(others, store);
    } catch {
      // Nothing kept, or storage unavailable.
    }
  }
}
