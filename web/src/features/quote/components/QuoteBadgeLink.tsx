import { Box } from "@chakra-ui/react";
import { AppLink } from "~/components/AppLink";
import { Icon } from "~/components/icons";
import { paths } from "@lorawan/contracts/paths";
import { quoteCountAttribute, quoteLinkAttribute, quoteLinkLabel } from "../lib/quote.controls";
import { LinkButton } from "~/components/LinkButton";

/**
 * The header's link to /quote with the number of products in the list. The server renders it
 * without a count (the list is on the visitor's device); quote.controls.ts shows the count.
 */
export function QuoteBadgeLink() {
  return (
    <LinkButton asChild variant="ghost" minW="11" minH="11" px="0" position="relative" color="fg">
      <AppLink to={paths.quote} aria-label={quoteLinkLabel(0)} {...{ [quoteLinkAttribute]: "" }}>
        <Icon name="clipboardList" size={22} />
        <Box
          as="span"
          {...{ [quoteCountAttribute]: "" }}
          hidden
          _hidden={{ display: "none" }}
          position="absolute"
          top="1"
          right="0.5"
          minW="5"
          h="5"
          px="1"
          rounded="full"
          bg="brand.800"
          color="white"
          fontSize="xs"
          fontWeight="bold"
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          lineHeight="1"
          aria-hidden="true"
        />
      </AppLink>
    </LinkButton>
  );
}
