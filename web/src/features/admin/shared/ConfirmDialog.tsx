import { Button, Dialog, Portal, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in a sentence. */
  message: ReactNode;
  /** The confirming button's words ("Delete", "Discard change", "Publish 3 products"). */
  confirmLabel: string;
  cancelLabel?: string;
  /** Red for what cannot be undone, the brand's colour for the rest. */
  tone?: "danger" | "brand";
  pending?: boolean;
  /** Shown below the message while the action runs (a bulk action's progress). */
  progress?: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
}

/** An action asked about before it runs (an alert dialog): Cancel, or the action's own button. */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel = "Cancel", tone = "danger", pending = false, progress, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{message}</Text>
              {progress}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" minH="11">
                  {cancelLabel}
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette={tone === "danger" ? "red" : "brand"} minH="11" loading={pending} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
