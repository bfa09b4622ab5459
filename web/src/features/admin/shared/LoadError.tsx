import { Alert, Button } from "@chakra-ui/react";

/**
 * Whether a read's failure replaces its list: offline, a list loaded before stays on screen (as last
 * loaded, decision 031) rather than giving way to an error it cannot recover from until the connection is back.
 */
export const showsLoadError = (query: { isError: boolean; data: unknown }) => query.isError && (query.data === undefined || navigator.onLine);

/**
 * A failed list read: say so and offer a retry (the connection is often poor). Offline, a list this
 * device never loaded says that instead (decision 031).
 */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  const offline = !navigator.onLine;
  return (
    <Alert.Root status={offline ? "warning" : "error"} alignItems="center">
      <Alert.Indicator />
      <Alert.Title flex="1">{offline ? `You are offline, and this device has not loaded ${what} yet.` : `Failed to load ${what}.`}</Alert.Title>
      <Button size="sm" variant="outline" minH="11" onClick={onRetry}>
        Retry
      </Button>
    </Alert.Root>
  );
}
