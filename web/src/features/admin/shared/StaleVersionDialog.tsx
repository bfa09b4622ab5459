import { Box, Button, Dialog, Grid, Portal, Stack, Text } from "@chakra-ui/react";

/** How a field's value reads in the comparison. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (Array.isArray(value)) return value.length === 0 ? "(empty)" : value.join(", ");
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>);
    return entries.length === 0 ? "(empty)" : entries.map(([k, v]) => `${k}: ${String(v)}`).join("; ");
  }
  return String(value);
}

/** The fields whose values differ between two bodies of the same shape. */
function differingFields(mine: Record<string, unknown>, theirs: Record<string, unknown>): string[] {
  return Object.keys(mine).filter((key) => JSON.stringify(mine[key]) !== JSON.stringify(theirs[key]));
}

interface StaleVersionDialogProps {
  /** "product", "category", "news article". */
  what: string;
  /** The admin's edit and the stored version, as form bodies of the same shape. */
  mine: Record<string, unknown>;
  theirs: Record<string, unknown>;
  /** Field labels by key; keys without one are shown as they are. */
  labels?: Partial<Record<string, string>>;
  /** When the stored version was saved. */
  theirsSavedAt: string;
  saving: boolean;
  onKeepMine: () => void;
  onKeepTheirs: () => void;
  /** Edit mine: back to my version in the form, to change it before saving it over theirs. */
  onEdit?: () => void;
  onClose: () => void;
}

/**
 * Decision 030: a save based on an older version is refused; the admin sees both versions side by
 * side, field by field, and chooses: keep theirs, keep mine, or edit mine (in the form, then saved
 * over theirs). Nothing is overwritten without that choice. The outbox (decision 031) uses it too.
 */
export function StaleVersionDialog({ what, mine, theirs, labels = {}, theirsSavedAt, saving, onKeepMine, onKeepTheirs, onEdit, onClose }: StaleVersionDialogProps) {
  const fields = differingFields(mine, theirs);
  return (
    <Dialog.Root role="alertdialog" open onOpenChange={(e) => !e.open && onClose()} placement="center" size={{ base: "full", md: "lg" }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>This {what} was changed by someone else</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>
                  It was saved again on {new Date(theirsSavedAt).toLocaleString()}, after you opened it. Your changes have not been saved. Compare the two versions and choose which to keep.
                </Text>
                {fields.length === 0 ? (
                  <Text>Both versions have the same content.</Text>
                ) : (
                  <Box as="table" w="full" fontSize="sm" css={{ "& th, & td": { textAlign: "start", verticalAlign: "top", padding: "0.5rem", borderBottomWidth: "1px" } }}>
                    <caption style={{ textAlign: "start", fontWeight: 600, paddingBottom: "0.5rem" }}>Fields that differ</caption>
                    <thead>
                      <tr>
                        <th scope="col">Field</th>
                        <th scope="col">Your version</th>
                        <th scope="col">Saved version</th>
                      </tr>
                    </thead>
                    <tbody>
                      {fields.map((field) => (
                        <tr key={field}>
                          <th scope="row">{labels[field] ?? field}</th>
                          <td>{shown(mine[field])}</td>
                          <td>{shown(theirs[field])}</td>
                        </tr>
                      ))}
                    </tbody>
                  </Box>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Grid templateColumns={{ base: "1fr", sm: onEdit ? "1fr 1fr 1fr" : "1fr 1fr" }} gap="3" w="full">
                <Button variant="outline" minH="11" onClick={onKeepTheirs} disabled={saving}>
                  Keep saved version
                </Button>
                {onEdit && (
                  <Button variant="outline" minH="11" onClick={onEdit} disabled={saving}>
                    Edit my version
                  </Button>
                )}
                <Button colorPalette="brand" minH="11" onClick={onKeepMine} loading={saving}>
                  Keep my version
                </Button>
              </Grid>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
