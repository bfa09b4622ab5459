import { Badge, Box, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { catalogueUrl, type CatalogueEntry } from "@lorawan/contracts/catalogueEntry";
import { Island } from "~/boot/Island";
import { addressToSearchParams, type MarketplaceAddress } from "../lib/catalogueFilters";
import MarketplaceIsland from "./MarketplaceIsland.island";

/**
 * What the marketplace says of its devices, and no more than their data says: the Device
 * Repository's definitions state LoRaWAN certification for some devices, "No" for many and nothing
 * for most (issue 47), so the page claims none.
 */
export const marketplaceIntro =
  "Sensors, gateways and trackers from leading manufacturers: search by what they measure, filter by frequency plan, sensor and IP rating, and compare them side by side.";

/**
 * Spec 2.8: the marketplace screen, rendered by the function with the published catalogue and the
 * view (`address`) its route loader read (decisions 021, 053): the results are in the HTML, and the
 * catalogue's island hydrates when the visitor reaches for a control. When the catalogue could not
 * be read (`catalogue` null) the page says so and the island hydrates at once to try again.
 */
export function Marketplace({ address, catalogue }: { address: MarketplaceAddress; catalogue: CatalogueEntry[] | null }) {
  // A copy of this page the service worker kept may be opened for another address: the boot
  // compares this with the address and hydrates at once (boot/islands.ts). The catalogue the island filters is requested right after
  // paint, before the visitor reaches for a control (boot/requests.ts).
  const renderedQuery = addressToSearchParams(address).toString();
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
              {marketplaceIntro}
            </Text>
          </Stack>
        </Container>
      </Box>
      {catalogue ? (
        <Island
          of={MarketplaceIsland}
          props={{ address }}
          withheld={{ catalogue }}
          hydrate="interaction"
          renderedQuery={renderedQuery}
          request={catalogueUrl}
        />
      ) : (
        <Island of={MarketplaceIsland} props={{ address, catalogue: null }} request={catalogueUrl} />
      )}
    </>
  );
}
