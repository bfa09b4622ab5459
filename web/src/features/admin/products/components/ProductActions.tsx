import { HStack, IconButton } from "@chakra-ui/react";
import type { Product } from "@lorawan/contracts/product";
import { paths } from "@lorawan/contracts/paths";
import { EditIcon, ExternalIcon, EyeIcon, EyeOffIcon, TrashIcon } from "../../shared/icons";

export interface ProductActionHandlers {
  onTogglePublished: (product: Product) => void;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

/** Spec 2.14: publish/unpublish, edit, preview in a new tab and delete, per product. */
export function ProductActions({ product, onTogglePublished, onEdit, onDelete }: ProductActionHandlers & { product: Product }) {
  const publishLabel = product.isPublished ? `Unpublish ${product.name}` : `Publish ${product.name}`;
  return (
    <HStack gap="1" flexShrink={0}>
      <IconButton aria-label={publishLabel} title={product.isPublished ? "Unpublish" : "Publish"} variant="ghost" size="sm" minW="11" minH="11" onClick={() => onTogglePublished(product)}>
        {product.isPublished ? <EyeOffIcon /> : <EyeIcon />}
      </IconButton>
      <IconButton aria-label={`Edit ${product.name}`} title="Edit" variant="ghost" size="sm" minW="11" minH="11" onClick={() => onEdit(product)}>
        <EditIcon />
      </IconButton>
      <IconButton asChild aria-label={`Preview ${product.name}`} title="Preview" variant="ghost" size="sm" minW="11" minH="11">
        <a href={paths.product(product.id)} target="_blank" rel="noopener noreferrer">
          <ExternalIcon />
        </a>
      </IconButton>
      <IconButton aria-label={`Delete ${product.name}`} title="Delete" variant="ghost" colorPalette="red" size="sm" minW="11" minH="11" onClick={() => onDelete(product)}>
        <TrashIcon />
      </IconButton>
    </HStack>
  );
}
