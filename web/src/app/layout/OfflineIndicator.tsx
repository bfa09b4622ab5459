import { Box, HStack, Text } from "@chakra-ui/react";
import { useEffect } from "react";
import { Icon } from "~/components/icons";
import { checkConnection, useOnlineStatus } from "~/lib/useOnlineStatus";

/**
 * A small notice while the browser is offline: pages and the catalogue still come from the
 * service worker's cache. The live region is always in the document so the change is announced.
 */
export function OfflineIndicator() {
  const online = useOnlineStatus();
  useEffect(() => {
    // Only a page the service worker controls can have come from its cache without a network.
    if (navigator.serviceWorker?.controller) void checkConnection();
  }, []);
  return (
    <Box role="status" aria-live="polite" position="fixed" insetStart="3" bottom="3" zIndex="toast" pointerEvents="none">
      {!online && (
        <HStack
          gap="2"
          bg="ink.900"
          color="white"
          px="3"
          py="2"
          rounded="full"
          shadow="md"
          fontSize="sm"
          borderWidth="1px"
          borderColor="brand.500"
          pointerEvents="auto"
        >
          <Icon name="wifiOff" size={16} />
          <Text>You are offline. Showing saved pages and products.</Text>
        </HStack>
      )}
    </Box>
  );
}
