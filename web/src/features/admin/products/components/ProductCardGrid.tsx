import { Box, SimpleGrid } from "@chakra-ui/react";
import type { Product } from "@lorawan/contracts/product";
import { ProductCard } from "~/features/catalogue";
import { ProductActions, type ProductActionHandlers } from "./ProductActions";
import { ProductStatusBadges } from "./ProductStatusBadges";

/** Preview cards: the catalogue's ProductCard with its admin-actions slot (spec 2.8). */
export function ProductCardGrid({ products, ...handlers }: ProductActionHandlers & { products: Product[] }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
      {products.map((product) => (
        <Box as="li" key={product.id} position="relative">
          <ProductCard product={product} adminActions={<ProductActions product={product} {...handlers} />} />
          <Box position="absolute" top="2" insetStart="2">
            <ProductStatusBadges isPublished={product.isPublished} isActive={product.isActive} />
          </Box>
        </Box>
      ))}
    </SimpleGrid>
  );
}
