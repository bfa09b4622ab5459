import { CloseButton, Dialog, Portal } from "@chakra-ui/react";
import { FileUploader } from "./FileUploader";

/** Spec 2.14: the Media tab's upload dialog; it closes once the upload has been handed back. */
export function UploadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Upload Media</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <FileUploader onUploaded={onClose} />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" minW="11" minH="11" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
