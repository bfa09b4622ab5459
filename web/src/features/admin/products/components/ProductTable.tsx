import { Box, HStack, Image, Table, Text, VisuallyHidden } from "@chakra-ui/react";
import type { ProductSummary } from "@lorawan/contracts/product";
import { memo } from "react";
import { formatPrice } from "~/features/catalogue";
import { ProductActions, type ProductActionHandlers, type ProductRowHandlers } from "./ProductActions";
import { ProductStatusBadges } from "./ProductStatusBadges";
import { SelectProduct } from "./SelectProduct";
import { TableScrollRegion } from "~/components/ui/TableScrollRegion";

/** The Category and Status columns show from the desktop breakpoint; below it they sit under the name. */
const wideOnly = { display: { base: "none", lg: "table-cell" } } as const;

/**
 * Spec 2.14: the table view with the columns Product, Category, Price, Status, Actions. On a 768 px
 * tablet every action stays on screen without sideways scrolling (issue 21).
 */
export function ProductTable({ products, isSelected, ...handlers }: ProductActionHandlers & { products: ProductSummary[] }) {
  return (
    <TableScrollRegion label="Products" borderWidth="1px" rounded="md">
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="11" px="1">
              <VisuallyHidden>Select</VisuallyHidden>
            </Table.ColumnHeader>
            <Table.ColumnHeader>Product</Table.ColumnHeader>
            <Table.ColumnHeader {...wideOnly}>Category</Table.ColumnHeader>
            <Table.ColumnHeader>Price</Table.ColumnHeader>
            <Table.ColumnHeader {...wideOnly}>Status</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {products.map((product) => (
            <ProductRow key={product.id} product={product} selected={isSelected(product)} {...handlers} />
          ))}
        </Table.Body>
      </Table.Root>
    </TableScrollRegion>
  );
}

/** One row; memoised, so a keystroke in the search re-renders only the rows that change (issue 21). */
const ProductRow = memo(function ProductRow({ product, selected, onSelect, ...handlers }: ProductRowHandlers & { product: ProductSummary; selected: boolean }) {
  return (
    <Table.Row>
      <Table.Cell px="1">
        <SelectProduct name={product.name} checked={selected} onChange={(on) => onSelect(product, on)} />
      </Table.Cell>
      <Table.Cell>
        <HStack gap="3" minW={{ base: "48", md: "40" }}>
          <Box w="12" h="12" flexShrink={0} bg="ink.50" rounded="md" overflow="hidden">
            {product.image && <Image src={product.image} alt="" w="full" h="full" objectFit="cover" loading="lazy" />}
          </Box>
          <Box>
            <Text fontWeight="semibold">{product.name}</Text>
            <Text fontSize="xs" color="fg.muted">
              {product.manufacturer}
            </Text>
            <Box hideFrom="lg">
              <Text fontSize="xs" color="fg.muted" mb="1">
                {product.category ?? "No category"}
              </Text>
              <ProductStatusBadges isPublished={product.isPublished} isActive={product.isActive} />
            </Box>
          </Box>
        </HStack>
      </Table.Cell>
      <Table.Cell {...wideOnly}>{product.category ?? "—"}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatPrice(product.price, product.currency) ?? "—"}</Table.Cell>
      <Table.Cell {...wideOnly}>
        <ProductStatusBadges isPublished={product.isPublished} isActive={product.isActive} />
      </Table.Cell>
      <Table.Cell>
        <HStack justify="end">
          <ProductActions product={product} {...handlers} />
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
});
