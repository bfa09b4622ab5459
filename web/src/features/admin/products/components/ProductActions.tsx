import type { ProductSummary } from "@lorawan/contracts/product";
import { paths } from "@lorawan/contracts/paths";
import { EditIcon, ExternalIcon, EyeIcon, EyeOffIcon, TrashIcon } from "../../shared/icons";

/** What a listed product's row or card does; stable across renders, so unchanged rows skip rendering. */
export interface ProductRowHandlers {
  onTogglePublished: (product: ProductSummary) => void;
  onEdit: (product: ProductSummary) => void;
  onDelete: (product: ProductSummary) => void;
  /** Bulk selection (issue 21). */
  onSelect: (product: ProductSummary, selected: boolean) => void;
}

export interface ProductActionHandlers extends ProductRowHandlers {
  isSelected: (product: ProductSummary) => boolean;
}

/**
 * Spec 2.14: publish/unpublish, edit, preview in a new tab and delete, per product; each with its
 * word beside the icon, two by two where the row is narrow (a table row on a tablet). Plain
 * elements, styled by the list that shows them (ProductRowStyles).
 */
export function ProductActions({ product, onTogglePublished, onEdit, onDelete }: Omit<ProductRowHandlers, "onSelect"> & { product: ProductSummary }) {
  const toggle = product.isPublished ? "Unpublish" : "Publish";
  return (
    <div data-row-actions="">
      <button type="button" data-row-action="" aria-label={`${toggle} ${product.name}`} onClick={() => onTogglePublished(product)}>
        {product.isPublished ? <EyeOffIcon /> : <EyeIcon />}
        <span>{toggle}</span>
      </button>
      <button type="button" data-row-action="" aria-label={`Edit ${product.name}`} onClick={() => onEdit(product)}>
        <EditIcon />
        <span>Edit</span>
      </button>
      <a data-row-action="" href={paths.productPreview(product.id)} target="_blank" rel="noopener noreferrer" aria-label={`Preview ${product.name}`}>
        <ExternalIcon />
        <span>Preview</span>
      </a>
      <button type="button" data-row-action="danger" aria-label={`Delete ${product.name}`} onClick={() => onDelete(product)}>
        <TrashIcon />
        <span>Delete</span>
      </button>
    </div>
  );
}
