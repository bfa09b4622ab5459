import { Box, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { Island } from "~/boot/Island";
import { seo } from "~/components/seo";
import { paths } from "@lorawan/contracts/paths";
import QuoteRequest from "~/features/quote/components/QuoteRequest.island";

// /quote: prerendered (the list is on the visitor's device, not on the server), with the list and
// its form as an island that hydrates with the page, since the page is nothing without them.

export const meta = () =>
  seo({
    title: "Quote List | LoRaWAN Sensors",
    description: "The products you chose, with a quantity and a note each: send the list with your details and we answer within 24 hours.",
    path: paths.quote,
    // A visitor's own list: nothing for a search index.
    noindex: true,
  });

export default function QuotePage() {
  return (
    <>
      <Box as="section" bg="ink.900" color="white" py={{ base: "10", md: "14" }}>
        <Container maxW="7xl">
          <Stack gap="3" maxW="3xl">
            <Heading as="h1" size={{ base: "3xl", md: "4xl" }} letterSpacing="tight">
              Your quote list
            </Heading>
            <Text fontSize={{ base: "md", md: "lg" }} color="ink.500">
              Set a quantity and a note for each product, then send the list with your details. The list stays on this device until you send it.
            </Text>
          </Stack>
        </Container>
      </Box>
      <Container maxW="7xl" py={{ base: "8", md: "12" }}>
        <Island of={QuoteRequest} />
      </Container>
    </>
  );
}
