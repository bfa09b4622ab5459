import { Button, CloseButton, Dialog, Tabs } from "@chakra-ui/react";
import type { ReactNode } from "react";

export type RecordView = "details" | "history";

/**
 * Issue 49: an edit dialog's two views, the form (Details) and its History. The form stays mounted
 * while the history shows, so nothing typed is lost; the history is read when first shown.
 */
export function RecordViewTabs({
  view,
  onView,
  details,
  history,
}: {
  view: RecordView;
  onView: (view: RecordView) => void;
  details: ReactNode;
  history: ReactNode;
}) {
  return (
    <Tabs.Root value={view} onValueChange={(e) => onView(e.value as RecordView)} lazyMount variant="line" size="sm" colorPalette="brand">
      <Tabs.List aria-label="Record views" mb="4">
        <Tabs.Trigger value="details" minH="11">
          Details
        </Tabs.Trigger>
        <Tabs.Trigger value="history" minH="11">
          History
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="details" p="0">
        {details}
      </Tabs.Content>
      <Tabs.Content value="history" p="0">
        {history}
      </Tabs.Content>
    </Tabs.Root>
  );
}

/** The dialog's footer while its History shows: nothing to submit, only Close. */
export function HistoryDialogFooter() {
  return (
    <>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" minH="11">
            Close
          </Button>
        </Dialog.ActionTrigger>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" minW="11" minH="11" aria-label="Close" />
      </Dialog.CloseTrigger>
    </>
  );
}
