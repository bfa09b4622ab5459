import { Button, CloseButton, Dialog } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** The footer every admin form dialog shares: Cancel, the submit button of `formId`, and the close icon. */
export function FormDialogFooter({ formId, submitLabel, saving, children }: { formId: string; submitLabel: string; saving: boolean; children?: ReactNode }) {
  return (
    <>
      <Dialog.Footer>
        {children}
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" minH="11">
            Cancel
          </Button>
        </Dialog.ActionTrigger>
        <Button type="submit" form={formId} colorPalette="brand" minH="11" loading={saving}>
          {submitLabel}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" minW="11" minH="11" aria-label="Close" />
      </Dialog.CloseTrigger>
    </>
  );
}
