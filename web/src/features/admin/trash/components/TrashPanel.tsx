import { Button, Flex, Progress, Skeleton, Stack, Text } from "@chakra-ui/react";
import { trashRetentionDays, type TrashItem } from "@lorawan/contracts/history";
import { useCallback, useMemo, useState } from "react";
import { CheckboxRow } from "~/components/CheckboxRow";
import { ConfirmDialog } from "../../shared/ConfirmDialog";
import { EmptyState } from "../../shared/EmptyState";
import { LoadError, showsLoadError } from "../../shared/LoadError";
import { refusedOffline } from "../../shared/offlineGuard";
import { useEmptyTrash } from "../api/emptyTrash";
import { useRestoreTrash } from "../api/restoreTrash";
import { useTrash } from "../api/trash";
import { itemsText, refOf, trashGroups, trashKey, type TrashGroup } from "../lib/trashGroups";
import { TrashGroupCard } from "./TrashGroupCard";

/** What the admin is asked to confirm before something is deleted for good. */
type Emptying = { all: true } | { items: TrashItem[] };

const question = (emptying: Emptying, everything: readonly TrashItem[]) =>
  "all" in emptying
    ? `Are you sure you want to delete all ${itemsText(everything)} in the Trash for good? This action cannot be undone.`
    : emptying.items.length === 1
      ? `Are you sure you want to delete "${emptying.items[0]?.name}" for good? This action cannot be undone.`
      : `Are you sure you want to delete ${itemsText(emptying.items)} for good? This action cannot be undone.`;

/**
 * Issue 49: the Trash. Deleted products and news articles, by the delete that put them there (a
 * bulk delete restores at once), with who deleted them and when; restore one, the chosen ones or a
 * whole bulk delete, or delete them for good after the spec's confirmation. Every action needs the
 * connection (decision 031): offline it says so at once.
 */
export function TrashPanel() {
  const trash = useTrash();
  const restore = useRestoreTrash();
  const empty = useEmptyTrash();
  const [selectedKeys, setSelectedKeys] = useState<ReadonlySet<string>>(new Set());
  const [emptying, setEmptying] = useState<Emptying | null>(null);
  const items = useMemo(() => trash.data ?? [], [trash.data]);
  const groups = useMemo(() => trashGroups(items), [items]);
  // Items gone meanwhile (restored, emptied, purged) drop out of the selection.
  const selected = useMemo(() => items.filter((item) => selectedKeys.has(trashKey(item))), [items, selectedKeys]);
  const busy = restore.isPending || empty.isPending;

  const select = useCallback((chosen: readonly TrashItem[], on: boolean) => {
    setSelectedKeys((current) => {
      const next = new Set(current);
      for (const item of chosen) {
        if (on) next.add(trashKey(item));
        else next.delete(trashKey(item));
      }
      return next;
    });
  }, []);
  const isSelected = useCallback((item: TrashItem) => selectedKeys.has(trashKey(item)), [selectedKeys]);

  const { mutate: restoreItems } = restore;
  const restoreFrom = useCallback(
    (chosen: readonly TrashItem[], group?: TrashGroup) => {
      if (refusedOffline("Failed to restore from the Trash")) return;
      // A whole bulk delete goes back by its batch, in one request whatever its size.
      const whole = group && group.items.length > 1 && chosen.length === group.items.length;
      restoreItems(whole ? { batchId: group.batchId } : { items: chosen.map(refOf) }, { onSuccess: () => select(chosen, false) });
    },
    [restoreItems, select],
  );

  function confirmEmpty() {
    if (!emptying) return;
    const input = "all" in emptying ? { all: true as const } : { items: emptying.items.map(refOf) };
    empty.mutate(input, {
      onSuccess: () => {
        if ("items" in emptying) select(emptying.items, false);
        else setSelectedKeys(new Set());
      },
      onSettled: () => setEmptying(null),
    });
  }

  const askEmpty = (what: Emptying) => refusedOffline("Failed to empty the Trash") || setEmptying(what);
  const pending = restore.isPending ? "Restoring..." : empty.isPending ? "Deleting for good..." : null;

  return (
    <Stack gap="4" pt="4">
      <Text color="fg.muted" fontSize="sm">
        Deleted products and news articles stay here for {trashRetentionDays} days, then they are deleted for good. Restored items are back as they were,
        published or not.
      </Text>
      {items.length > 0 && (
        <Flex gap="2" wrap="wrap" align="center" role="region" aria-label="Trash actions">
          <CheckboxRow checked={selected.length === items.length} onCheckedChange={(on) => select(items, on)}>
            Select all ({items.length.toLocaleString("en-US")})
          </CheckboxRow>
          <Button size="sm" minH="11" variant="outline" disabled={selected.length === 0 || busy} onClick={() => restoreFrom(selected)}>
            Restore selected{selected.length > 0 && ` (${selected.length.toLocaleString("en-US")})`}
          </Button>
          <Button
            size="sm"
            minH="11"
            variant="outline"
            colorPalette="red"
            disabled={selected.length === 0 || busy}
            onClick={() => askEmpty({ items: selected })}
          >
            Delete selected for good
          </Button>
          <Button size="sm" minH="11" colorPalette="red" ms={{ md: "auto" }} disabled={busy} onClick={() => askEmpty({ all: true })}>
            Empty Trash
          </Button>
        </Flex>
      )}
      <Stack role="status" gap="2" aria-live="polite">
        {pending && (
          <>
            <Text fontSize="sm">{pending}</Text>
            <Progress.Root value={null} size="xs" colorPalette="brand" aria-label={pending}>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </>
        )}
      </Stack>
      {trash.isPending ? (
        <Stack gap="3" aria-hidden="true">
          <Skeleton h="24" rounded="md" />
          <Skeleton h="24" rounded="md" />
        </Stack>
      ) : showsLoadError(trash) ? (
        <LoadError what="the Trash" onRetry={() => void trash.refetch()} />
      ) : groups.length === 0 ? (
        <EmptyState title="The Trash is empty" hint="Deleted products and news articles appear here." />
      ) : (
        <Stack as="ul" listStyleType="none" gap="3" m="0" p="0" aria-label="Deleted items, newest first">
          {groups.map((group) => (
            <TrashGroupCard key={group.batchId} group={group} isSelected={isSelected} onSelect={select} onRestore={restoreFrom} busy={busy} />
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={emptying !== null}
        title={emptying && "all" in emptying ? "Empty the Trash?" : "Delete for good?"}
        message={emptying && question(emptying, items)}
        confirmLabel={emptying && "all" in emptying ? "Empty Trash" : "Delete for good"}
        pending={empty.isPending}
        onConfirm={confirmEmpty}
        onClose={() => setEmptying(null)}
      />
    </Stack>
  );
}
