import { Button, Dialog, Portal } from "@chakra-ui/react";

interface ConfirmDeleteDialogProps {
  /** The thing to delete, or null when the dialog is closed. */
  name: string | null;
  title: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Spec 2.14: delete only after 'Are you sure you want to delete "{name}"? This action cannot be undone.' */
export function ConfirmDeleteDialog({ name, title, pending, onConfirm, onClose }: ConfirmDeleteDialogProps) {
  return (
    <Dialog.Root role="alertdialog" open={name !== null} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <p>Are you sure you want to delete &quot;{name}&quot;? This action cannot be undone.</p>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" minH="11">
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" minH="11" loading={pending} onClick={onConfirm}>
                Delete
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
