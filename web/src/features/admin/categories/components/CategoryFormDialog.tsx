import { Dialog, Portal, Stack } from "@chakra-ui/react";
import type { Category } from "@lorawan/contracts/category";
import { useId, useState, type FormEvent } from "react";
import { SwitchField, TextAreaField, TextField } from "../../shared/FormFields";
import { useSaveCategory } from "../api/adminCategories";
import { FormDialogFooter } from "../../shared/FormDialogFooter";

/** Spec 5: sortOrder is parsed as an integer, 0 when empty. */
export const parseSortOrder = (text: string) => {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) ? n : 0;
};

/** Add or edit a category (spec 7 body: name, description, parentId, isActive, sortOrder). */
export function CategoryFormDialog({ category, onClose }: { category?: Category; onClose: () => void }) {
  const save = useSaveCategory();
  const formId = useId();
  const [name, setName] = useState(category?.name ?? "");
  const [description, setDescription] = useState(category?.description ?? "");
  const [sortOrder, setSortOrder] = useState(String(category?.sortOrder ?? 0));
  const [isActive, setIsActive] = useState(category?.isActive ?? true);

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = {
      name: name.trim(),
      description: description.trim() || null,
      parentId: category?.parentId ?? null,
      isActive,
      sortOrder: parseSortOrder(sortOrder),
    };
    save.mutate({ id: category?.id, input }, { onSuccess: onClose });
  }

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{category ? "Edit Category" : "Add Category"}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form id={formId} onSubmit={submit}>
                <Stack gap="4">
                  <TextField label="Name" required value={name} onChange={setName} />
                  <TextAreaField label="Description" value={description} onChange={setDescription} />
                  <TextField label="Sort order" type="number" inputMode="numeric" value={sortOrder} onChange={setSortOrder} />
                  <SwitchField label="Active" checked={isActive} onChange={setIsActive} />
                </Stack>
              </form>
            </Dialog.Body>
            <FormDialogFooter formId={formId} submitLabel={category ? "Update Category" : "Create Category"} saving={save.isPending} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
