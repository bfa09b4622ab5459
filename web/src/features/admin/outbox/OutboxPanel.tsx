import { Badge, Box, Button, CloseButton, Drawer, HStack, Portal, Stack, Text } from "@chakra-ui/react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useOnlineStatus } from "~/lib/useOnlineStatus";
import { ConfirmDialog } from "../shared/ConfirmDialog";
import { outboxNouns } from "../shared/useRecordSave";
import { OutboxConflictDialog, OutboxEditor, editedRecord } from "./OutboxChoices";
import { discardChange, removeEntry, updateEntry, useOutbox, type OutboxEntry, type OutboxState } from "./outboxStore";
import { patchCachedRecord } from "./patchLists";
import { useOutboxSender } from "./useOutboxSender";

/** 'Update product "Probe"', 'New category "Sensors"', 'Restore an earlier version of product "Probe"'. */
const describeChange = (entry: OutboxEntry) =>
  entry.action === "restore"
    ? `Restore an earlier version of ${outboxNouns[entry.kind]} "${entry.label}"`
    : `${entry.recordId === undefined ? "New" : "Update"} ${outboxNouns[entry.kind]} "${entry.label}"`;

const stateText: Record<OutboxState, string> = {
  waiting: "Waiting to be sent",
  sending: "Sending...",
  conflict: "Changed by someone else: not sent",
  refused: "Refused by the server",
};

const statePalette: Record<OutboxState, string> = { waiting: "gray", sending: "blue", conflict: "orange", refused: "red" };

/**
 * Issue 21, decision 031: the admin's unsent changes. A count in the admin's header (shown while
 * there is any) opens the list, in the order they will be sent: what, which record, when it was
 * saved, and its state. Each can be discarded (after a confirmation); a conflicting one is compared
 * with the stored version (keep mine, keep theirs, or edit), a refused one shows the server's reason.
 */
export function OutboxPanel() {
  const entries = useOutbox();
  const online = useOnlineStatus();
  const send = useOutboxSender();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [discarding, setDiscarding] = useState<OutboxEntry | null>(null);
  const [comparing, setComparing] = useState<OutboxEntry | null>(null);
  const [editing, setEditing] = useState<OutboxEntry | null>(null);
  const troubled = entries.filter((e) => e.state === "conflict" || e.state === "refused").length;
  const waiting = entries.some((e) => e.state === "waiting");

  /** The lists show the stored record again (after Discard or Keep theirs). */
  function restoreLists(entry: OutboxEntry, record: unknown) {
    if (entry.recordId !== undefined && record) patchCachedRecord(queryClient, entry.listKey, entry.recordId, record);
    // Offline the lists keep what they show (read again on reconnect): a read now would only fail.
    if (navigator.onLine) for (const queryKey of entry.refetch) void queryClient.invalidateQueries({ queryKey });
  }

  function discard(entry: OutboxEntry) {
    const removed = discardChange(entry.id);
    if (removed) restoreLists(removed, removed.current ?? removed.original);
    setDiscarding(null);
  }

  return (
    <>
      {entries.length > 0 && (
        <Button variant="outline" minH="11" colorPalette={troubled > 0 ? "orange" : "gray"} onClick={() => setOpen(true)}>
          Unsent changes
          <Badge colorPalette={troubled > 0 ? "orange" : "brand"} variant="solid" aria-label={`${entries.length} unsent`}>
            {entries.length}
          </Badge>
        </Button>
      )}
      <Drawer.Root open={open && entries.length > 0} onOpenChange={(e) => setOpen(e.open)} placement="end" size={{ base: "full", md: "md" }}>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header>
                <Drawer.Title>Unsent changes</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <Stack gap="4">
                  <Text fontSize="sm" color="fg.muted">
                    {online
                      ? "Saved on this device while offline. They are sent in this order; a change someone else overtook waits for your choice."
                      : "You are offline. These changes are kept on this device and sent in this order when the connection is back."}
                  </Text>
                  <Stack as="ol" aria-label="Unsent changes" gap="3" listStyleType="none" m="0" p="0">
                    {entries.map((entry) => (
                      <Box as="li" key={entry.id} borderWidth="1px" rounded="md" p="3" aria-label={describeChange(entry)}>
                        <Text fontWeight="semibold" overflowWrap="anywhere">
                          {describeChange(entry)}
                        </Text>
                        <Text fontSize="sm" color="fg.muted">
                          Saved offline {new Date(entry.queuedAt).toLocaleString()}
                        </Text>
                        <Badge mt="2" colorPalette={statePalette[entry.state]}>
                          {stateText[entry.state]}
                        </Badge>
                        {entry.reason && entry.state !== "sending" && (
                          <Text fontSize="sm" mt="1" color={entry.state === "waiting" ? "fg.muted" : "fg.error"}>
                            {entry.reason}
                          </Text>
                        )}
                        <HStack mt="3" gap="2" wrap="wrap">
                          {entry.state === "conflict" && (
                            <Button size="sm" minH="11" colorPalette="brand" onClick={() => setComparing(entry)}>
                              Compare versions
                            </Button>
                          )}
                          {entry.state === "refused" && editedRecord(entry) && (
                            <Button size="sm" minH="11" variant="outline" onClick={() => setEditing(entry)}>
                              Edit
                            </Button>
                          )}
                          <Button
                            size="sm"
                            minH="11"
                            variant="outline"
                            colorPalette="red"
                            disabled={entry.state === "sending"}
                            onClick={() => setDiscarding(entry)}
                          >
                            Discard
                          </Button>
                        </HStack>
                      </Box>
                    ))}
                  </Stack>
                </Stack>
              </Drawer.Body>
              <Drawer.Footer>
                {online && waiting && (
                  <Button colorPalette="brand" minH="11" onClick={() => void send()}>
                    Send now
                  </Button>
                )}
                <Button variant="outline" minH="11" onClick={() => setOpen(false)}>
                  Close
                </Button>
              </Drawer.Footer>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" minW="11" minH="11" aria-label="Close" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>

      <ConfirmDialog
        open={discarding !== null}
        title="Discard this change?"
        message={discarding && `${describeChange(discarding)} will not be sent. This cannot be undone.`}
        cancelLabel="Keep it"
        confirmLabel="Discard change"
        onConfirm={() => discarding && discard(discarding)}
        onClose={() => setDiscarding(null)}
      />

      {comparing && (
        <OutboxConflictDialog
          entry={comparing}
          onKeepMine={() => {
            // Sent again, now based on the version the admin has seen.
            updateEntry(comparing.id, {
              state: "waiting",
              baseVersion: (comparing.current as { updatedAt: string }).updatedAt,
              current: undefined,
              reason: undefined,
            });
            setComparing(null);
            void send();
          }}
          onKeepTheirs={() => {
            removeEntry(comparing.id);
            restoreLists(comparing, comparing.current);
            setComparing(null);
          }}
          onEdit={() => {
            setEditing(comparing);
            setComparing(null);
          }}
          onClose={() => setComparing(null)}
        />
      )}
      {/* Over the open list, which shows what is left once the form is saved (closing the list as
          the form opened made the form's own dialog close with it). */}
      {editing && <OutboxEditor entry={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
