import { SimpleGrid } from "@chakra-ui/react";
import type { ProductSummary } from "@lorawan/contracts/product";
import { memo } from "react";
import { ProductCard, ProductCardStyles } from "~/features/catalogue";
import { ProductActions, type ProductActionHandlers, type ProductRowHandlers } from "./ProductActions";
import { productList, ProductRowStyles } from "./ProductRowStyles";
import { ProductStatusBadges } from "./ProductStatusBadges";
import { SelectProduct } from "./SelectProduct";

/** Preview cards: the catalogue's ProductCard with its admin-actions slot (spec 2.8). */
export function ProductCardGrid({ products, isSelected, ...handlers }: ProductActionHandlers & { products: ProductSummary[] }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4" {...productList}>
      <ProductRowStyles />
      <ProductCardStyles />
      {products.map((product) => (
        <AdminProductCard key={product.id} product={product} selected={isSelected(product)} {...handlers} />
      ))}
    </SimpleGrid>
  );
}

/**
 * One card; memoised, so a keystroke in the search re-renders only the cards that change (issue 21:
 * the handlers are stable, see ProductsPanel).
 */
const AdminProductCard = memo(function AdminProductCard({ product, selected, onSelect, ...handlers }: ProductRowHandlers & { product: ProductSummary; selected: boolean }) {
  return (
    <li>
      <ProductCard product={product} adminActions={<ProductActions product={product} {...handlers} />} />
      <div data-card-badges="">
        <ProductStatusBadges isPublished={product.isPublished} isActive={product.isActive} />
      </div>
      <div data-card-select="">
        <SelectProduct name={product.name} checked={selected} onChange={(on) => onSelect(product, on)} />
      </div>
    </li>
  );
});
