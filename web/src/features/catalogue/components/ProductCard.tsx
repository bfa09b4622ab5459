import { AspectRatio, Badge, Box, Card, HStack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { AppLink } from "~/components/AppLink";
import { LazyImage } from "~/components/LazyImage";
import { paths } from "@lorawan/contracts/paths";
import { AddToQuoteButton } from "~/features/quote";
import type { CardProduct } from "../lib/cardProduct";
import { formatPrice, priceOnRequest } from "../lib/price";
import { teaser } from "../lib/teaser";
import { CompareButton } from "./CompareControls";
import { LinkButton } from "~/components/LinkButton";

export interface ProductCardProps {
  product: CardProduct;
  /** Spec 2.8: an optional admin-actions slot that replaces View Details (and Add to quote). */
  adminActions?: ReactNode;
  /** The first cards of a page load eagerly (they are above the fold). */
  priority?: boolean;
}

export function ProductCard({ product, adminActions, priority = false }: ProductCardProps) {
  const price = formatPrice(product.price, product.currency);
  return (
    <Card.Root overflow="hidden" h="full" variant="outline" _hover={{ shadow: "md" }} transition="box-shadow 0.2s">
      {product.image ? (
        // Keyed by the address: the admin's preview card shows each image typed in afresh.
        <LazyImage key={product.image} file={product.image} alt={product.name} width={400} height={300} priority={priority} />
      ) : (
        <AspectRatio ratio={4 / 3} bg="ink.50">
          <Box color="fg.muted" fontSize="sm">
            No image
          </Box>
        </AspectRatio>
      )}
      <Card.Body gap="2" p="4">
        <HStack gap="2" wrap="wrap">
          {product.lorawan && (
            <Badge colorPalette="brand" variant="subtle">
              LoRaWAN
            </Badge>
          )}
          {product.category && <Badge variant="outline">{product.category}</Badge>}
        </HStack>
        <Card.Title as="h3" fontSize="lg" lineHeight="short">
          {product.name}
        </Card.Title>
        <Text fontSize="sm" color="fg.muted">
          {`by ${product.manufacturer}`}
        </Text>
        <Text fontSize="sm" lineClamp={2}>
          {teaser(product.shortDescription ?? product.description)}
        </Text>
      </Card.Body>
      <Card.Footer p="4" pt="0" justifyContent="space-between" gap="3" flexWrap="wrap">
        <Text fontWeight="bold" fontSize="lg">
          {price ?? priceOnRequest}
        </Text>
        {adminActions ?? (
          <>
            {/* Compare beside the price; the two main actions share the row below, at any card width. */}
            <CompareButton product={product} />
            <HStack gap="2" w="full">
              <AddToQuoteButton
                product={{ productId: product.id, name: product.name, priceLabel: price, minOrderQty: product.minOrderQty ?? 1 }}
                size="sm"
                variant="subtle"
                colorPalette="brand"
                flex="1"
              />
              <LinkButton asChild size="sm" variant="outline" minH="11" flex="1" aria-label={`View details of ${product.name}`}>
                <AppLink to={paths.product(product.id)}>View Details</AppLink>
              </LinkButton>
            </HStack>
          </>
        )}
      </Card.Footer>
    </Card.Root>
  );
}

export function ProductCardSkeleton() {
  return (
    <Card.Root overflow="hidden" variant="outline" aria-hidden="true">
      <AspectRatio ratio={4 / 3}>
        <Box animation="pulse" bg="gray.100" />
      </AspectRatio>
      <Card.Body gap="3" p="4">
        <Box animation="pulse" h="4" w="24" bg="gray.100" rounded="sm" />
        <Box animation="pulse" h="5" w="3/4" bg="gray.100" rounded="sm" />
        <Box animation="pulse" h="4" w="1/2" bg="gray.100" rounded="sm" />
        <Box animation="pulse" h="10" bg="gray.100" rounded="sm" />
      </Card.Body>
    </Card.Root>
  );
}
