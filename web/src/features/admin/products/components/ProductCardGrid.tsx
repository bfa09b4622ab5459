import { Box, SimpleGrid } from "@chakra-ui/react";
import type { ProductSummary } from "@lorawan/contracts/product";
import { ProductCard } from "~/features/catalogue";
import { ProductActions, type ProductActionHandlers } from "./ProductActions";
import { ProductStatusBadges } from "./ProductStatusBadges";
import { SelectProduct } from "./SelectProduct";

/** Preview cards: the catalogue's ProductCard with its admin-actions slot (spec 2.8). */
export function ProductCardGrid({ products, isSelected, onSelect, ...handlers }: ProductActionHandlers & { products: ProductSummary[] }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
      {products.map((product) => (
        <Box as="li" key={product.id} position="relative">
          <ProductCard product={product} adminActions={<ProductActions product={product} {...handlers} />} />
          <Box position="absolute" top="2" insetStart="2">
            <ProductStatusBadges isPublished={product.isPublished} isActive={product.isActive} />
          </Box>
          <Box position="absolute" top="1" insetEnd="1">
            <SelectProduct name={product.name} checked={isSelected(product)} onChange={(selected) => onSelect(product, selected)} />
          </Box>
        </Box>
      ))}
    </SimpleGrid>
  );
}
