import { Alert, Box, Button, Dialog, Grid, HStack, Portal, Text } from "@chakra-ui/react";
import type { Product } from "@lorawan/contracts/product";
import { useEffect, useId, useMemo, useState, type FormEvent } from "react";
import { useAdminCategories } from "../../categories/api/adminCategories";
import { useSaveProduct } from "../api/adminProducts";
import { clearDraft, readDraft, writeDraft, type ProductDraft } from "../lib/productDraft";
import { toFormValues, toProductBody, type ProductFormValues } from "../lib/productForm";
import { ProductFormFields } from "./ProductFormFields";
import { ProductPreviewCard } from "./ProductPreviewCard";
import { FormDialogFooter } from "../../shared/FormDialogFooter";

/**
 * Spec 2.14: the product form in a dialog with a live preview. Nothing typed is lost: a failed
 * save keeps the dialog open, and every change is kept as a local draft until the save succeeds.
 */
export function ProductFormDialog({ product, onClose }: { product?: Product; onClose: () => void }) {
  const id = product?.id;
  const initial = useMemo(() => toFormValues(product), [product]);
  const [values, setValues] = useState<ProductFormValues>(initial);
  const [offeredDraft, setOfferedDraft] = useState<ProductDraft | null>(() => {
    const draft = readDraft(id);
    return draft && JSON.stringify(draft.values) !== JSON.stringify(initial) ? draft : null;
  });
  const categories = useAdminCategories();
  const save = useSaveProduct();
  const formId = useId();

  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  useEffect(() => {
    if (dirty) writeDraft(id, values);
  }, [dirty, id, values]);

  function change(patch: Partial<ProductFormValues>) {
    setOfferedDraft(null);
    setValues((current) => ({ ...current, ...patch }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = toProductBody(values, categories.data ?? []);
    save.mutate(
      { id, body },
      {
        onSuccess: () => {
          clearDraft(id);
          onClose();
        },
      },
    );
  }

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
              {offeredDraft && (
                <Alert.Root status="info" mb="4" alignItems="center" flexWrap="wrap">
                  <Alert.Indicator />
                  <Alert.Title flex="1">Unsaved draft from {new Date(offeredDraft.savedAt).toLocaleString()}</Alert.Title>
                  <HStack>
                    <Button
                      size="sm"
                      minH="11"
                      colorPalette="brand"
                      onClick={() => {
                        setValues(offeredDraft.values);
                        setOfferedDraft(null);
                      }}
                    >
                      Restore draft
                    </Button>
                    <Button
                      size="sm"
                      minH="11"
                      variant="outline"
                      onClick={() => {
                        clearDraft(id);
                        setOfferedDraft(null);
                      }}
                    >
                      Discard draft
                    </Button>
                  </HStack>
                </Alert.Root>
              )}
              <Grid templateColumns={{ base: "1fr", lg: "1fr 280px" }} gap="6" alignItems="start">
                <form id={formId} onSubmit={submit}>
                  <ProductFormFields values={values} onChange={change} categories={categories.data ?? []} />
                </form>
                <Box position={{ lg: "sticky" }} top="0">
                  <Text fontWeight="semibold" mb="2">
                    Preview
                  </Text>
                  <ProductPreviewCard values={values} categories={categories.data ?? []} />
                </Box>
              </Grid>
            </Dialog.Body>
            <FormDialogFooter formId={formId} submitLabel={product ? "Update Product" : "Create Product"} saving={save.isPending}>
              {dirty && (
                <Text fontSize="xs" color="fg.muted" me="auto">
                  Draft kept on this device
                </Text>
              )}
            </FormDialogFooter>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
