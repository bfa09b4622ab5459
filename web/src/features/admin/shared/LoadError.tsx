import { Alert, Button } from "@chakra-ui/react";

/** A failed list read: say so and offer a retry (the connection is often poor). */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert.Root status="error" alignItems="center">
      <Alert.Indicator />
      <Alert.Title flex="1">Failed to load {what}.</Alert.Title>
      <Button size="sm" variant="outline" minH="11" onClick={onRetry}>
        Retry
      </Button>
    </Alert.Root>
  );
}
