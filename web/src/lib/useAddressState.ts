import { useCallback, useMemo, useSyncExternalStore } from "react";

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
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
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => null,
  );
  const query = search?.replace(/^\?/, "");
  const state = useMemo(
    () => (query === undefined || query === renderedQuery ? rendered : fromQuery(new URLSearchParams(query))),
    [query, renderedQuery, rendered, fromQuery],
  );
  const setState = useCallback<SetAddressState<T>>(
    (next, { replace }) => {
      const state = typeof next === "function" ? (next as (current: T) => T)(fromQuery(new URLSearchParams(window.location.search))) : next;
      const nextQuery = toQuery(state).toString();
      const url = `${window.location.pathname}${nextQuery ? `?${nextQuery}` : ""}${window.location.hash}`;
      if (replace) window.history.replaceState(window.history.state, "", url);
      else window.history.pushState(null, "", url);
      listeners.forEach((listener) => listener());
    },
    [fromQuery, toQuery],
  );
  return [state, setState];
}
