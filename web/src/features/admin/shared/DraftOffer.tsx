import { Alert, Button, HStack } from "@chakra-ui/react";
import type { LocalDraft } from "./localDraft";

/** The offer of a draft kept on this device (useDraftedValues), at the top of a form dialog. */
export function DraftOffer({ draft, onRestore, onDiscard }: { draft: LocalDraft<unknown>; onRestore: () => void; onDiscard: () => void }) {
  return (
    <Alert.Root status="info" mb="4" alignItems="center" flexWrap="wrap">
      <Alert.Indicator />
      <Alert.Title flex="1">Unsaved draft from {new Date(draft.savedAt).toLocaleString()}</Alert.Title>
      <HStack>
        <Button size="sm" minH="11" colorPalette="brand" onClick={onRestore}>
          Restore draft
        </Button>
        <Button size="sm" minH="11" variant="outline" onClick={onDiscard}>
          Discard draft
        </Button>
      </HStack>
    </Alert.Root>
  );
}
