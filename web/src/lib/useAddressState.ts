import { useCallback, useMemo, useSyncExternalStore } from "react";

const listeners = new Set<() => void>();

/**
 * A query set in place of the current one (typing) that the address does not show yet. History's
 * `replaceState` was a fifth of a keystroke's urgent work in the marketplace on a phone's CPU
 * (issue 46), so it is written once the page is idle, after the list the keystroke asked for has painted; and at once
 * before another entry is added or the page is left. Back or Forward drops it.
 */
let unwritten: string | null = null;

const currentSearch = () => unwritten ?? window.location.search;

function writeUnwritten() {
  if (unwritten === null) return;
  const url = `${window.location.pathname}${unwritten}${window.location.hash}`;
  unwritten = null;
  window.history.replaceState(window.history.state, "", url);
}

const whenIdle = (task: () => void) => (typeof requestIdleCallback === "function" ? requestIdleCallback(task, { timeout: 1000 }) : setTimeout(task, 100));

const dropUnwritten = () => {
  unwritten = null;
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Added once however many subscribe, and before any listener reads the address.
  window.addEventListener("popstate", dropUnwritten);
  window.addEventListener("pagehide", writeUnwritten);
  window.addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}

/** Sets the state, or changes the current one (as the address says it now, not as a render saw it). */
export type SetAddressState<T> = (next: T | ((current: T) => T), options: { replace: boolean }) => void;

/**
 * State an island keeps in the page's address, where there is no router (decision 010): setting it
 * writes the query (replacing the history entry or adding one), and Back and Forward bring the
 * earlier state back. It hydrates as `rendered`, the state the server read from the address and
 * rendered (the island's props: nothing is parsed again to hydrate), and reads the address itself
 * only once it changes (or when the page is a copy the service worker kept, rendered for another
 * query: `rendered` is then not what the address says).
 */
export function useAddressState<T>(
  rendered: T,
  renderedQuery: string,
  fromQuery: (params: URLSearchParams) => T,
  toQuery: (state: T) => URLSearchParams,
): [T, SetAddressState<T>] {
  const search = useSyncExternalStore(subscribe, currentSearch, () => null);
  const query = search?.replace(/^\?/, "");
  const state = useMemo(
    () => (query === undefined || query === renderedQuery ? rendered : fromQuery(new URLSearchParams(query))),
    [query, renderedQuery, rendered, fromQuery],
  );
  const setState = useCallback<SetAddressState<T>>(
    (next, { replace }) => {
      const state = typeof next === "function" ? (next as (current: T) => T)(fromQuery(new URLSearchParams(currentSearch()))) : next;
      const nextQuery = toQuery(state).toString();
      const search = nextQuery ? `?${nextQuery}` : "";
      if (replace) {
        if (unwritten === null) whenIdle(writeUnwritten);
        unwritten = search;
      } else {
        // The entry being left keeps what was typed last: Back comes back to it.
        writeUnwritten();
        window.history.pushState(null, "", `${window.location.pathname}${search}${window.location.hash}`);
      }
      listeners.forEach((listener) => listener());
    },
    [fromQuery, toQuery],
  );
  return [state, setState];
}
