import { Box, HStack, Text } from "@chakra-ui/react";
import { AppLink } from "~/components/AppLink";
import { Icon } from "~/components/icons";
import { paths } from "@lorawan/contracts/paths";
import { quoteNoticeAttribute } from "../lib/quote.controls";

/**
 * Says what an Add to quote press did, with the way to the list. The live region is always in the
 * document so the message is announced; quote.controls.ts fills and shows it.
 */
export function QuoteNotice() {
  return (
    <Box
      {...{ [quoteNoticeAttribute]: "" }}
      role="status"
      aria-live="polite"
      position="fixed"
      insetEnd="3"
      bottom="3"
      zIndex="toast"
      maxW="calc(100vw - 1.5rem)"
    >
      <HStack
        hidden
        _hidden={{ display: "none" }}
        gap="3"
        bg="ink.900"
        color="white"
        ps="4"
        pe="2"
        py="1"
        rounded="lg"
        shadow="md"
        fontSize="sm"
        borderWidth="1px"
        borderColor="brand.500"
      >
        <Icon name="check" size={16} />
        <Text data-quote-notice-text="" />
        <Box asChild color="brand.300" fontWeight="semibold" minH="11" display="inline-flex" alignItems="center" px="2" textDecoration="underline">
          <AppLink to={paths.quote}>View quote list</AppLink>
        </Box>
      </HStack>
    </Box>
  );
}
