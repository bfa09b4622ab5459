import { Badge, Box, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { useCallback, useContext } from "react";
import { useSearchParams } from "react-router";
import { Island } from "~/components/Island";
import { StaticIsland } from "~/components/StaticIsland";
import type { SetSearchParams } from "~/lib/useHistorySearchParams";
import { ServerCatalogueContext, useDeferredProducts, type ProductsState } from "../api/getProducts";
import { MarketplaceCatalogue } from "./MarketplaceCatalogue";

/**
 * Spec 2.8: the marketplace screen. On its public page the catalogue is an island with its own URL
 * state and request (MarketplaceIsland, decision 010); in the app it uses the router's. The function
 * renders the page with the catalogue (decision 013): the results are in the HTML, and the island
 * hydrates when the visitor reaches for a control, with the query the page was rendered for. The
 * prerendered copy (the offline and outage fallback) has none and hydrates with the page.
 */
export function Marketplace() {
  const [searchParams, setRouterSearchParams] = useSearchParams();
  const setSearchParams = useCallback<SetSearchParams>(
    (params, { replace }) => setRouterSearchParams(params, { replace, preventScrollReset: true }),
    [setRouterSearchParams],
  );
  const serverCatalogue = useContext(ServerCatalogueContext);
  const fetched = useDeferredProducts();
  const products: ProductsState = serverCatalogue ? { data: serverCatalogue, isPending: false, isError: false } : fetched;
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
      <Island
        name="marketplace"
        props={serverCatalogue ? { renderedQuery: searchParams.toString() } : undefined}
        hydrate={serverCatalogue ? "interaction" : "load"}
      >
        <MarketplaceCatalogue searchParams={searchParams} setSearchParams={setSearchParams} products={products} />
      </Island>
    </>
  );
}
