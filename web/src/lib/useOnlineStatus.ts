import { useSyncExternalStore } from "react";
import { isOnline, subscribeToOnlineStatus } from "./onlineStatus";

export { checkConnection, isOnline,   } from "./onlineStatus";

/** Prerendered HTML assumes online; hydration then reads the real state (onlineStatus.ts). */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribeToOnlineStatus, isOnline, () => true);
}
