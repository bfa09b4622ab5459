import { Dialog, Portal, Stack } from "@chakra-ui/react";
import type { Category, CategoryInputBody } from "@lorawan/contracts/category";
import { useId, useState, type FormEvent } from "react";
import { SwitchField, TextAreaField, TextField } from "../../shared/FormFields";
import { StaleVersionDialog } from "../../shared/StaleVersionDialog";
import { useSaveCategory } from "../api/adminCategories";
import { FormDialogFooter } from "../../shared/FormDialogFooter";
import { HistoryPanel } from "../../history/components/HistoryPanel";
import { HistoryDialogFooter, RecordViewTabs, type RecordView } from "../../history/components/RecordViewTabs";

/** Spec 5: sortOrder is parsed as an integer, 0 when empty. */
const parseSortOrder = (text: string) => {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) ? n : 0;
};

/** A stored category as the form's body, for comparing two versions. */
export const categoryBodyOf = (category: Category): CategoryInputBody => ({
  name: category.name,
  description: category.description,
  parentId: category.parentId,
  isActive: category.isActive,
  sortOrder: category.sortOrder,
});

export const categoryFieldLabels = { name: "Name", description: "Description", isActive: "Active", sortOrder: "Sort order", parentId: "Parent category" };

/** Add or edit a category (spec 7 body: name, description, parentId, isActive, sortOrder). */
export function CategoryFormDialog({ category: read, onClose, outboxEntryId }: { category?: Category; onClose: () => void; outboxEntryId?: string }) {
  // A restore (issue 49) gives the form another version to be based on, and its values.
  const [category, setCategory] = useState(read);
  const [view, setView] = useState<RecordView>("details");
  const save = useSaveCategory(category, () => onClose(), outboxEntryId);
  const formId = useId();
  const [name, setName] = useState(category?.name ?? "");
  const [description, setDescription] = useState(category?.description ?? "");
  const [sortOrder, setSortOrder] = useState(String(category?.sortOrder ?? 0));
  const [isActive, setIsActive] = useState(category?.isActive ?? true);
  const input = {
    name: name.trim(),
    description: description.trim() || null,
    parentId: category?.parentId ?? null,
    isActive,
    sortOrder: parseSortOrder(sortOrder),
  } satisfies CategoryInputBody;

  function submit(event: FormEvent) {
    event.preventDefault();
    save.save(input);
  }

  /** The form shows `shown`'s values, based on `base`'s version (after a restore, or a choice in its conflict). */
  function adopt(shown: Category, base: Category) {
    setCategory(base);
    setName(shown.name);
    setDescription(shown.description ?? "");
    setSortOrder(String(shown.sortOrder));
    setIsActive(shown.isActive);
  }

  const details = (
    <form id={formId} onSubmit={submit}>
      <Stack gap="4">
        <TextField label="Name" required value={name} onChange={setName} error={save.fieldErrors.name} />
        <TextAreaField label="Description" value={description} onChange={setDescription} error={save.fieldErrors.description} />
        <TextField label="Sort order" type="number" inputMode="numeric" value={sortOrder} onChange={setSortOrder} error={save.fieldErrors.sortOrder} />
        <SwitchField label="Active" checked={isActive} onChange={setIsActive} />
      </Stack>
    </form>
  );

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center" scrollBehavior="inside" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{category ? "Edit Category" : "Add Category"}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {category ? (
                <RecordViewTabs
                  view={view}
                  onView={setView}
                  details={details}
                  history={
                    <HistoryPanel
                      kind="categories"
                      record={category}
                      name={category.name}
                      labels={categoryFieldLabels}
                      comparable={categoryBodyOf}
                      onRestored={(record) => adopt(record, record)}
                      unsaved={JSON.stringify(input) !== JSON.stringify(categoryBodyOf(category))}
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
              <FormDialogFooter formId={formId} submitLabel={category ? "Update Category" : "Create Category"} saving={save.saving} />
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      {save.conflict && (
        <StaleVersionDialog
          what="category"
          mine={input}
          theirs={categoryBodyOf(save.conflict)}
          labels={categoryFieldLabels}
          theirsSavedAt={save.conflict.updatedAt}
          saving={save.saving}
          onKeepMine={save.keepMine}
          onKeepTheirs={() => {
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
