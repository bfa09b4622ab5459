import { Box, HStack, Image, Table, Text } from "@chakra-ui/react";
import type { Product } from "@lorawan/contracts/product";
import { formatPrice } from "~/features/catalogue";
import { ProductActions, type ProductActionHandlers } from "./ProductActions";
import { ProductStatusBadges } from "./ProductStatusBadges";
import { TableScrollRegion } from "~/components/ui/TableScrollRegion";

/** Spec 2.14: the table view with the columns Product, Category, Price, Status, Actions. */
export function ProductTable({ products, ...handlers }: ProductActionHandlers & { products: Product[] }) {
  return (
    <TableScrollRegion label="Products" borderWidth="1px" rounded="md">
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Product</Table.ColumnHeader>
            <Table.ColumnHeader>Category</Table.ColumnHeader>
            <Table.ColumnHeader>Price</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {products.map((product) => (
            <Table.Row key={product.id}>
              <Table.Cell>
                <HStack gap="3" minW="48">
                  <Box w="12" h="12" flexShrink={0} bg="ink.50" rounded="md" overflow="hidden">
                    {product.image && <Image src={product.image} alt="" w="full" h="full" objectFit="cover" loading="lazy" />}
                  </Box>
                  <Box>
                    <Text fontWeight="semibold">{product.name}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {product.manufacturer}
                    </Text>
                  </Box>
                </HStack>
              </Table.Cell>
              <Table.Cell>{product.category ?? "—"}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatPrice(product.price, product.currency) ?? "—"}</Table.Cell>
              <Table.Cell>
                <ProductStatusBadges isPublished={product.isPublished} isActive={product.isActive} />
              </Table.Cell>
              <Table.Cell>
                <HStack justify="end">
                  <ProductActions product={product} {...handlers} />
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScrollRegion>
  );
}
