import { Box, Button, Dialog, Grid, Portal, Spinner, Text, VStack } from "@chakra-ui/react";
import type { Product } from "@lorawan/contracts/product";
import { useId, useMemo, useState, type FormEvent } from "react";
import { useAdminCategories } from "../../categories/api/adminCategories";
import { DraftOffer } from "../../shared/DraftOffer";
import { HistoryPanel } from "../../history/components/HistoryPanel";
import { HistoryDialogFooter, RecordViewTabs, type RecordView } from "../../history/components/RecordViewTabs";
import { FormDialogFooter } from "../../shared/FormDialogFooter";
import { useDraftedValues } from "../../shared/localDraft";
import { StaleVersionDialog } from "../../shared/StaleVersionDialog";
import { LoadError } from "../../shared/LoadError";
import { useAdminProduct, useSaveProduct } from "../api/adminProducts";
import { productDrafts } from "../lib/productDraft";
import { productFieldLabels, toFormValues, toProductBody } from "../lib/productForm";
import { ProductFormFields } from "./ProductFormFields";
import { ProductPreviewCard } from "./ProductPreviewCard";

/**
 * Spec 2.14: the product form in a dialog. A product to edit is read whole when its form opens (the
 * list holds only what it shows, issue 21): Loading until then.
 */
export function ProductFormDialog({ productId, onClose }: { productId?: number; onClose: () => void }) {
  const product = useAdminProduct(productId);
  if (productId === undefined) return <ProductEditor onClose={onClose} />;
  if (product.data) return <ProductEditor product={product.data} onClose={onClose} />;
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Edit Product</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {product.isError ? (
                <LoadError what="the product" onRetry={() => void product.refetch()} />
              ) : (
                <VStack role="status" gap="3" py="6">
                  <Spinner color="brand.solid" />
                  <Text>Loading...</Text>
                </VStack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" minH="11" onClick={onClose}>
                Cancel
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * The product form in a dialog with a live preview. Nothing typed is lost: a refused save
 * keeps the dialog open with the reason on its field, every change is kept as a local draft until
 * the save succeeds, and a save based on an older version asks the admin which to keep.
 */
export function ProductEditor({ product: read, onClose, outboxEntryId }: { product?: Product; onClose: () => void; outboxEntryId?: string }) {
  // The version the form was opened with stays its base, even when the product is read again
  // meanwhile (a reconnect refetches): a newer stored version must come back as a 409, not slip in.
  // A restore (issue 49) gives the form another version to be based on, and its values.
  const [product, setProduct] = useState(read);
  const [view, setView] = useState<RecordView>("details");
  const id = product?.id;
  const initial = useMemo(() => toFormValues(product), [product]);
  const form = useDraftedValues(productDrafts, id, initial);
  const categories = useAdminCategories();
  const categoryList = categories.data ?? [];
  const save = useSaveProduct(
    product,
    () => {
      form.clear();
      onClose();
    },
    outboxEntryId,
  );
  const formId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    save.save(toProductBody(form.values, categoryList));
  }

  /** The form shows `shown`'s values, based on `base`'s version (after a restore, or a choice in its conflict). */
  function adopt(shown: Product, base: Product) {
    setProduct(base);
    form.reset(toFormValues(shown));
  }

  const details = (
    <>
      {form.offered && <DraftOffer draft={form.offered} onRestore={form.restore} onDiscard={form.discard} />}
      {/* The live preview stays beside the form from a tablet's width up, sticky while the form
          scrolls (issue 21: at 768 px it sat below the whole form). */}
      <Grid templateColumns={{ base: "1fr", md: "minmax(0, 1fr) 220px", lg: "minmax(0, 1fr) 280px" }} gap={{ base: "6", md: "4", lg: "6" }} alignItems="start">
        <form id={formId} onSubmit={submit}>
          <ProductFormFields values={form.values} onChange={form.change} categories={categoryList} errors={save.fieldErrors} />
        </form>
        <Box position={{ md: "sticky" }} top="0">
          <Text fontWeight="semibold" mb="2">
            Preview
          </Text>
          <ProductPreviewCard values={form.values} categories={categoryList} />
        </Box>
      </Grid>
    </>
  );

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size={{ base: "full", md: "xl" }} scrollBehavior="inside" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{product ? "Edit Product" : "Add Product"}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {product ? (
                <RecordViewTabs
                  view={view}
                  onView={setView}
                  details={details}
                  history={
                    <HistoryPanel
                      kind="products"
                      record={product}
                      name={product.name}
                      labels={productFieldLabels}
                      comparable={(record) => toProductBody(toFormValues(record), categoryList)}
                      onRestored={(record) => adopt(record, record)}
                      unsaved={form.dirty}
                      onEditMine={(mine, current) => {
                        adopt(mine, current);
                        setView("details");
                      }}
                    />
                  }
                />
              ) : (
                details
              )}
            </Dialog.Body>
            {view === "history" ? (
              <HistoryDialogFooter />
            ) : (
              <FormDialogFooter formId={formId} submitLabel={product ? "Update Product" : "Create Product"} saving={save.saving}>
                {form.dirty && (
                  <Text fontSize="xs" color="fg.muted" me="auto">
                    Draft kept on this device
                  </Text>
                )}
              </FormDialogFooter>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      {save.conflict && (
        <StaleVersionDialog
          what="product"
          mine={toProductBody(form.values, categoryList)}
          theirs={toProductBody(toFormValues(save.conflict), categoryList)}
          labels={productFieldLabels}
          theirsSavedAt={save.conflict.updatedAt}
          saving={save.saving}
          onKeepMine={save.keepMine}
          onKeepTheirs={() => {
            form.clear();
            void save.keepTheirs();
            onClose();
          }}
          onEdit={save.editMine}
          onClose={save.closeConflict}
        />
      )}
    </Dialog.Root>
  );
}
