import { Box, HStack, Text } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { Icon } from "~/components/icons";
import { offlineNoticeAttribute, watchOfflineNotice } from "./offlineNotice.controls";

/**
 * A small notice while the browser is offline: pages and the catalogue still come from the
 * service worker's cache. The live region is always in the document so the change is announced.
 * The notice is in the markup, hidden; `watchOfflineNotice` shows it while offline, so a
 * prerendered page needs no React for it (and can show it with no network to fetch code).
 */
export function OfflineIndicator() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => (ref.current ? watchOfflineNotice(ref.current) : undefined), []);
  return (
    <Box
      ref={ref}
      {...{ [offlineNoticeAttribute]: "" }}
      role="status"
      aria-live="polite"
      position="fixed"
      insetStart="3"
      bottom="3"
      zIndex="toast"
      pointerEvents="none"
    >
      <HStack
        hidden
        _hidden={{ display: "none" }}
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
    </Box>
  );
}
