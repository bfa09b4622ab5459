import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { CurrentUser } from "@lorawan/contracts/auth";
import { currentUserQueryKey } from "~/features/auth";
import { markSessionEnded } from "../shell/sessionEnded";

/**
 * When the connection comes back (decision 031): the session is checked again (the app may have
 * opened offline for the last admin signed in here); if it has ended, the admin signs in again over
 * the open screen (SessionEndedDialog). Otherwise the lists, possibly out of date, are read again.
 */
export function useReconnect() {
  const queryClient = useQueryClient();
  useEffect(() => {
    async function reconnected() {
      try {
        const response = await fetch("/api/auth/user", { credentials: "same-origin" });
        if (response.status === 401) {
          await response.text();
          markSessionEnded();
          return;
        }
        if (!response.ok) return;
        queryClient.setQueryData(currentUserQueryKey, (await response.json()) as CurrentUser);
      } catch {
        return;
      }
      await queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith("/api/admin/") });
    }
    const onOnline = () => void reconnected();
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, [queryClient]);
}
