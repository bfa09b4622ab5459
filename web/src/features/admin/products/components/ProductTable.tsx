import { Table, VisuallyHidden } from "@chakra-ui/react";
import type { ProductSummary } from "@lorawan/contracts/product";
import { memo } from "react";
import { formatPrice } from "~/features/catalogue";
import { ProductActions, type ProductActionHandlers, type ProductRowHandlers } from "./ProductActions";
import { productList, ProductRowStyles, productTableVariant, wideOnly } from "./ProductRowStyles";
import { ProductStatusBadges } from "./ProductStatusBadges";
import { SelectProduct } from "./SelectProduct";
import { TableScrollRegion } from "~/components/ui/TableScrollRegion";

/** The same element on every render, so a keystroke in the search leaves the header alone. */
const header = (
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
);

/**
 * Spec 2.14: the table view with the columns Product, Category, Price, Status, Actions. On a 768 px
 * tablet every action stays on screen without sideways scrolling (issue 21).
 *
 * The rows are plain elements, dressed by ProductRowStyles (decision 098): a keystroke in the search
 * at 5,000 products brings up to a page of new rows at once.
 */
export function ProductTable({ products, isSelected, ...handlers }: ProductActionHandlers & { products: ProductSummary[] }) {
  return (
    <TableScrollRegion label="Products" borderWidth="1px" rounded="md" {...productList}>
      <ProductRowStyles />
      <Table.Root {...productTableVariant}>
        {header}
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
    <tr>
      <td>
        <SelectProduct name={product.name} checked={selected} onChange={(on) => onSelect(product, on)} />
      </td>
      <td>
        <div data-product="">
          <div data-thumbnail="">{product.image && <img src={product.image} alt="" loading="lazy" />}</div>
          <div>
            <p data-name="">{product.name}</p>
            <p data-detail="">{product.manufacturer}</p>
            <div data-narrow="">
              <p data-detail="">{product.category ?? "No category"}</p>
              <ProductStatusBadges isPublished={product.isPublished} isActive={product.isActive} />
            </div>
          </div>
        </div>
      </td>
      <td data-wide="">{product.category ?? "—"}</td>
      <td data-price="">{formatPrice(product.price, product.currency) ?? "—"}</td>
      <td data-wide="">
        <ProductStatusBadges isPublished={product.isPublished} isActive={product.isActive} />
      </td>
      <td>
        <div data-end="">
          <ProductActions product={product} {...handlers} />
        </div>
      </td>
    </tr>
  );
});
