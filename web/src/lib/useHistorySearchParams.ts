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

export type SetSearchParams = (params: URLSearchParams, options: { replace: boolean }) => void;

/**
 * The page's query string as state, where there is no router (an island, decision 010): setting it
 * replaces or adds a history entry, and Back and Forward bring the earlier state back. While the
 * page hydrates it reads as `renderedQuery`, the query the page was rendered for (none when it was
 * prerendered), and takes the real one right after.
 */
export function useHistorySearchParams(renderedQuery = ""): [URLSearchParams, SetSearchParams] {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => renderedQuery,
  );
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback<SetSearchParams>((next, { replace }) => {
    const query = next.toString();
    const url = `${window.location.pathname}${query ? `?${query}` : ""}${window.location.hash}`;
    if (replace) window.history.replaceState(window.history.state, "", url);
    else window.history.pushState(null, "", url);
    listeners.forEach((listener) => listener());
  }, []);
  return [params, setParams];
}
