import { useSyncExternalStore } from "react";

// Whether the admin's session ended while the admin app was open (a call answered 401). The app
// then asks the admin to sign in again over whatever is on screen, so an open form keeps its text.

let ended = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (ended === value) return;
  ended = value;
  for (const listener of listeners) listener();
}

export const markSessionEnded = () => set(true);
export const clearSessionEnded = () => set(false);

export function useSessionEnded(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => ended,
    () => false,
  );
}
