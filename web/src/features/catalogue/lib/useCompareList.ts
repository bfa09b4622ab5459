import { useSyncExternalStore } from "react";
import { compareList, type CompareListState } from "./compareList";

/** The devices chosen for comparison; none while the page is rendered on the server. */
export function useCompareList(): CompareListState {
  return useSyncExternalStore(compareList.subscribe, compareList.state, () => compareList.serverState);
}
