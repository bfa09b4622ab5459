import { Alert } from "@chakra-ui/react";
import { useQueryClient } from "@tanstack/react-query";
import { useOnlineStatus } from "~/lib/useOnlineStatus";

/** The admin's lists (not one product's own query): when the oldest of them was last loaded. */
function oldestListLoad(times: number[]): number | null {
  const loaded = times.filter((t) => t > 0);
  return loaded.length === 0 ? null : Math.min(...loaded);
}

/**
 * Issue 21, decision 031: offline, the admin's lists are the ones last loaded (kept on the device),
 * and may be out of date; saves go to the outbox, and what needs the server says so.
 */
export function OfflineBanner() {
  const online = useOnlineStatus();
  const queryClient = useQueryClient();
  if (online) return null;
  const lists = queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.queryKey.length === 1 && String(query.queryKey[0]).startsWith("/api/admin/") });
  const since = oldestListLoad(lists.map((query) => query.state.dataUpdatedAt));
  return (
    <Alert.Root status="warning" mb="4" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {since === null
            ? "Offline: no lists were loaded on this device yet."
            : `Offline: showing the lists as last loaded at ${new Date(since).toLocaleString()}.`}
        </Alert.Title>
        <Alert.Description>
          They may be out of date. Saved changes wait in Unsent changes and are sent when the connection is back; uploads, deletions, publishing and imports
          need the connection.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
