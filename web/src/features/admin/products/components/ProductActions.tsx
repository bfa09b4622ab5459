import { Grid } from "@chakra-ui/react";
import type { ProductSummary } from "@lorawan/contracts/product";
import { paths } from "@lorawan/contracts/paths";
import { ActionButton } from "../../shared/ActionButton";
import { EditIcon, ExternalIcon, EyeIcon, EyeOffIcon, TrashIcon } from "../../shared/icons";
import { LinkButton } from "~/components/LinkButton";

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
 * word beside the icon, two by two where the row is narrow (a table row on a tablet).
 */
export function ProductActions({ product, onTogglePublished, onEdit, onDelete }: Omit<ProductRowHandlers, "onSelect"> & { product: ProductSummary }) {
  return (
    <Grid templateColumns={{ base: "repeat(2, auto)", xl: "repeat(4, auto)" }} gap="1" justifyContent="end" flexShrink={0}>
      <ActionButton
        label={`${product.isPublished ? "Unpublish" : "Publish"} ${product.name}`}
        text={product.isPublished ? "Unpublish" : "Publish"}
        icon={product.isPublished ? <EyeOffIcon /> : <EyeIcon />}
        onClick={() => onTogglePublished(product)}
      />
      <ActionButton label={`Edit ${product.name}`} text="Edit" icon={<EditIcon />} onClick={() => onEdit(product)} />
      <LinkButton asChild variant="ghost" size="sm" minW="11" minH="11" px="2" gap="1.5">
        <a href={paths.productPreview(product.id)} target="_blank" rel="noopener noreferrer" aria-label={`Preview ${product.name}`}>
          <ExternalIcon />
          <span>Preview</span>
        </a>
      </LinkButton>
      <ActionButton label={`Delete ${product.name}`} text="Delete" icon={<TrashIcon />} colorPalette="red" onClick={() => onDelete(product)} />
    </Grid>
  );
}
