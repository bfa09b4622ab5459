import { AspectRatio, Badge, Box, Container, Grid, Heading, HStack, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Link } from "react-router";
import { regionLabels } from "@lorawan/contracts/deviceVocabulary";
import { sensorLabel } from "@lorawan/contracts/sensorLabels";
import type { PublicProduct } from "@lorawan/contracts/product";
import { productNotFound } from "@lorawan/contracts/productSeo";
import { Island } from "~/boot/Island";
import { LazyImage } from "~/components/LazyImage";
import { paths } from "@lorawan/contracts/paths";
import { AddToQuoteButton } from "~/features/quote";
import { availabilityLabel, isInStock } from "../lib/availability";
import { formatPrice, priceOnRequest } from "../lib/price";
import { technicalSpecifications } from "../lib/technicalSpecifications";
import ProductCompare from "./ProductCompare.island";
import { ProductBlock } from "./ProductBlock";
import { ProductLinks } from "./ProductLinks";
import { LinkButton } from "~/components/LinkButton";

function BackLink() {
  return (
    <ChakraLink asChild color="brand.fg" fontWeight="medium" minH="11" display="inline-flex" alignItems="center">
      <Link to={paths.marketplace}>← Back to Product Module</Link>
    </ChakraLink>
  );
}

function BadgeList({ items }: { items: string[] }) {
  return (
    <HStack as="ul" listStyleType="none" gap="2" wrap="wrap">
      {items.map((item) => (
        <li key={item}>
          <Badge variant="outline" size="lg">
            {item}
          </Badge>
        </li>
      ))}
    </HStack>
  );
}

/** Spec 2.9: the product detail screen. */
export function ProductDetail({ product }: { product: PublicProduct }) {
  const available = isInStock(product.availability);
  const price = formatPrice(product.price, product.currency);
  const specifications = technicalSpecifications(product);
  return (
    <Container maxW="7xl" py={{ base: "6", md: "10" }}>
      <BackLink />
      <Grid templateColumns={{ base: "1fr", lg: "1fr 1fr" }} gap={{ base: "6", lg: "12" }} mt="4">
        {product.image ? (
          <LazyImage file={product.image} alt={product.name} width={800} height={600} priority rounded="lg" />
        ) : (
          <AspectRatio ratio={4 / 3} bg="ink.50" rounded="lg" overflow="hidden">
            <Box color="fg.muted">No image available</Box>
          </AspectRatio>
        )}
        <Stack gap="4">
          <HStack gap="2" wrap="wrap">
            {product.lorawan && (
              <Badge colorPalette="brand" variant="subtle" size="lg">
                LoRaWAN
              </Badge>
            )}
            {/* Spec 4: default style when Available, secondary otherwise. */}
            <Badge size="lg" colorPalette={available ? "brand" : "gray"} variant={available ? "solid" : "subtle"}>
              {availabilityLabel(product.availability)}
            </Badge>
          </HStack>
          <Heading as="h1" size={{ base: "3xl", md: "4xl" }} letterSpacing="tight">
            {product.name}
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            by {product.manufacturer}
          </Text>
          <Text fontSize="2xl" fontWeight="bold">
            {price ?? priceOnRequest}
          </Text>
          <Text>{product.description}</Text>
          <HStack gap="3" wrap="wrap">
            <LinkButton asChild colorPalette="brand" minH="11">
              <Link to={paths.contact}>Request Quote</Link>
            </LinkButton>
            <AddToQuoteButton
              product={{ productId: product.id, name: product.name, priceLabel: price, minOrderQty: product.minOrderQty ?? 1 }}
              variant="outline"
              colorPalette="brand"
            />
            {/* At the first pointer or focus (the page's own script answers the press, decision 050):
                React and Chakra are not the product page's first load. The tray of earlier choices
                shows from then. */}
            <Island of={ProductCompare} props={{ product: { id: product.id, name: product.name } }} hydrate="interaction" />
            {product.website && (
              <LinkButton asChild variant="outline" minH="11">
                <a href={product.website} target="_blank" rel="noopener noreferrer">
                  Visit Website
                </a>
              </LinkButton>
            )}
            {product.datasheet && (
              <LinkButton asChild variant="outline" minH="11">
                <a href={product.datasheet} target="_blank" rel="noopener noreferrer">
                  Datasheet
                </a>
              </LinkButton>
            )}
          </HStack>
        </Stack>
      </Grid>
      <Stack gap="6" mt={{ base: "8", md: "12" }}>
        {specifications.length > 0 && (
          <ProductBlock title="Technical Specifications">
            <Grid as="dl" templateColumns={{ base: "1fr", md: "1fr 1fr" }} columnGap="8" rowGap="3">
              {specifications.map(([key, value]) => (
                <Box key={key} borderBottomWidth="1px" pb="2">
                  <Text as="dt" fontSize="sm" color="fg.muted">
                    {key}
                  </Text>
                  <Text as="dd" fontWeight="medium">
                    {value}
                  </Text>
                </Box>
              ))}
            </Grid>
          </ProductBlock>
        )}
        {(product.regions.length > 0 || product.sensors.length > 0 || product.ipRating) && (
          <ProductBlock title="Regions, Sensors and Protection">
            <Grid as="dl" templateColumns={{ base: "1fr", md: "12rem 1fr" }} columnGap="6" rowGap="3">
              {product.regions.length > 0 && (
                <>
                  <Text as="dt" color="fg.muted">
                    LoRaWAN regions
                  </Text>
                  <Box as="dd">
                    <BadgeList items={product.regions.map((region) => `${region} (${regionLabels[region]})`)} />
                  </Box>
                </>
              )}
              {product.sensors.length > 0 && (
                <>
                  <Text as="dt" color="fg.muted">
                    Sensors
                  </Text>
                  <Box as="dd">
                    <BadgeList items={product.sensors.map(sensorLabel)} />
                  </Box>
                </>
              )}
              {product.ipRating && (
                <>
                  <Text as="dt" color="fg.muted">
                    IP rating
                  </Text>
                  <Text as="dd" fontWeight="medium">
                    {[product.ipRating, product.secondIpRating].filter(Boolean).join(" and ")}
                  </Text>
                </>
              )}
            </Grid>
          </ProductBlock>
        )}
        {product.features.length > 0 && (
          <ProductBlock title="Key Features">
            <Stack as="ul" gap="2" ps="5" listStyleType="disc">
              {product.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </Stack>
          </ProductBlock>
        )}
        {product.connectivity.length > 0 && (
          <ProductBlock title="Connectivity">
            <BadgeList items={product.connectivity} />
          </ProductBlock>
        )}
        {product.certifications.length > 0 && (
          <ProductBlock title="Certifications">
            <BadgeList items={product.certifications} />
          </ProductBlock>
        )}
        <ProductLinks product={product} />
        {product.tags.length > 0 && (
          <ProductBlock title="Tags">
            <BadgeList items={product.tags} />
          </ProductBlock>
        )}
      </Stack>
    </Container>
  );
}

/** Spec 2.9 and 8: a missing product or a failed fetch. */
export function ProductNotFound() {
  return (
    <Container maxW="2xl" py="24" textAlign="center">
      <Heading as="h1" size="3xl" mb="4">
        {productNotFound.title}
      </Heading>
      <Text color="fg.muted" mb="6">
        {productNotFound.description}
      </Text>
      <BackLink />
    </Container>
  );
}
