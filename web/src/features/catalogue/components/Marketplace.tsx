import { Badge, Box, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { Island } from "~/components/Island";
import { StaticIsland } from "~/components/StaticIsland";
import type { SetSearchParams } from "~/lib/useHistorySearchParams";
import { useDeferredProducts } from "../api/getProducts";
import { MarketplaceCatalogue } from "./MarketplaceCatalogue";

/**
 * Spec 2.8: the marketplace screen. On its prerendered page the catalogue is an island with its
 * own URL state and request (MarketplaceIsland, decision 010); in the app it uses the router's.
 */
export function Marketplace() {
  const [searchParams, setRouterSearchParams] = useSearchParams();
  const setSearchParams = useCallback<SetSearchParams>(
    (params, { replace }) => setRouterSearchParams(params, { replace, preventScrollReset: true }),
    [setRouterSearchParams],
  );
  return (
    <>
      <StaticIsland>
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
      </StaticIsland>
      <Island name="marketplace">
        <MarketplaceCatalogue searchParams={searchParams} setSearchParams={setSearchParams} products={useDeferredProducts()} />
      </Island>
    </>
  );
}
