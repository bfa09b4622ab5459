import { Box, Container, Flex, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import { AppLink } from "~/components/AppLink";
import { paths } from "@lorawan/contracts/paths";
import type { CardProduct } from "../lib/cardProduct";
import { CompareTray } from "./CompareControls";
import { ProductCard, ProductCardStyles } from "./ProductCard";
import { LinkButton } from "~/components/LinkButton";

/**
 * Below the first screen, the browser neither styles nor lays out the section until it comes near
 * (`content-visibility: auto`, sized meanwhile by its last rendered size or this estimate): on a
 * phone a tap at first paint shares the main thread with less (issue 29).
 */
const offScreenUntilNear = {
  contentVisibility: "auto",
  containIntrinsicHeight: { base: "auto 164rem", sm: "auto 86rem", md: "auto 91rem", lg: "auto 49rem" },
} as const;

/**
 * Spec 2.3: Featured Sensors, rendered with the products the page's loader read (never loading in
 * the browser); none, or a catalogue that could not be read (null), shows the empty text.
 */
export function FeaturedSensorsSection({ products }: { products: CardProduct[] | null }) {
  return (
    <Box as="section" aria-labelledby="featured-heading" py={{ base: "14", md: "20" }} bg="ink.50" {...offScreenUntilNear}>
      <Container maxW="7xl">
        <Flex justify="space-between" align={{ base: "start", md: "end" }} direction={{ base: "column", md: "row" }} gap="4" mb="8">
          <Box>
            <Heading as="h2" id="featured-heading" size="3xl" letterSpacing="tight">
              Featured Sensors
            </Heading>
            <Text color="fg.muted" mt="2">
              Field-proven LoRaWAN devices, ready to deploy.
            </Text>
          </Box>
          <LinkButton asChild colorPalette="brand" variant="outline" minH="11">
            <AppLink to={paths.marketplace}>View All Products</AppLink>
          </LinkButton>
        </Flex>
        {!products?.length ? (
          <Text color="fg.muted" py="8" textAlign="center">
            No products available yet.
          </Text>
        ) : (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
            <ProductCardStyles />
            {products.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </SimpleGrid>
        )}
        <CompareTray />
      </Container>
    </Box>
  );
}
