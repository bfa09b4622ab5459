import { memo } from "react";
import { ConfirmDialog } from "./ConfirmDialog";

interface ConfirmDeleteDialogProps {
  /** The thing to delete, or null when the dialog is closed. */
  name: string | null;
  title: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Spec 2.14: delete only after 'Are you sure you want to delete "{name}"? This action cannot be undone.'
 * Memoised: a list's keystroke leaves a closed dialog (Chakra's dialog machine) alone when its
 * handlers are stable.
 */
export const ConfirmDeleteDialog = memo(function ConfirmDeleteDialog({ name, title, pending, onConfirm, onClose }: ConfirmDeleteDialogProps) {
  return (
    <ConfirmDialog
      open={name !== null}
      title={title}
      message={name === null ? "" : `Are you sure you want to delete "${name}"? This action cannot be undone.`}
      confirmLabel="Delete"
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
});
