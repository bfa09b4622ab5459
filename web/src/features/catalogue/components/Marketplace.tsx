import { Badge, Box, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { useSearchParams } from "react-router";
import type { PublicProduct } from "@lorawan/contracts/product";
import { Island } from "~/components/Island";
import MarketplaceIsland from "./MarketplaceIsland.island";

/**
 * Spec 2.8: the marketplace screen, rendered by the function with the published catalogue its route
 * loader read (decision 021): the results are in the HTML, and the catalogue's island hydrates when
 * the visitor reaches for a control, with the query the page was rendered for. When the catalogue
 * could not be read (`catalogue` null) the page says so and the island hydrates at once to try again.
 */
export function Marketplace({ catalogue }: { catalogue: PublicProduct[] | null }) {
  const [searchParams] = useSearchParams();
  const renderedQuery = searchParams.toString();
  return (
    <>
      <Box as="section" bg="ink.900" color="white" py={{ base: "12", md: "16" }}>
        <Container maxW="7xl">
          <Stack gap="4" maxW="3xl">
            <Badge alignSelf="start" colorPalette="brand" variant="solid" size="lg">
              540+ Devices Available
            </Badge>
            <Heading as="h1" size={{ base: "3xl", md: "5xl" }} letterSpacing="tight">
              LoRaWAN Product Module
            </Heading>
            <Text fontSize={{ base: "md", md: "lg" }} color="ink.500">
              Sensors, gateways and trackers from leading manufacturers, certified for LoRaWAN and ready for your network.
            </Text>
          </Stack>
        </Container>
      </Box>
      {catalogue ? (
        <Island of={MarketplaceIsland} props={{ renderedQuery }} withheld={{ catalogue }} hydrate="interaction" renderedQuery={renderedQuery} />
      ) : (
        <Island of={MarketplaceIsland} props={{ catalogue: null }} />
      )}
    </>
  );
}
