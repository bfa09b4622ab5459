import { Box, Skeleton, Stack, Text } from "@chakra-ui/react";
import type { HistoryKind, Revision } from "@lorawan/contracts/history";
import { useMemo, useState } from "react";
import { ConfirmDialog } from "../../shared/ConfirmDialog";
import { EmptyState } from "../../shared/EmptyState";
import { LoadError, showsLoadError } from "../../shared/LoadError";
import { StaleVersionDialog } from "../../shared/StaleVersionDialog";
import type { Versioned } from "../../shared/useRecordSave";
import { useRestoreRevision } from "../api/restoreRevision";
import { useRevisions } from "../api/revisions";
import { actionText, actorText } from "../lib/actionText";
import { diffLines, readableTime } from "../lib/changeText";
import { historyKindSetup } from "../lib/historyKinds";
import { restoredRecord } from "../lib/restoredRecord";
import { ChangeValue } from "./ChangeValue";
import { RevisionItem } from "./RevisionItem";

export interface HistoryPanelProps<R extends Versioned> {
  kind: HistoryKind;
  /** The record as the form has it (its version is a restore's base). */
  record: R;
  /** Its name or title. */
  name: string;
  /** Field labels by key, as the form's comparison shows them. */
  labels: Partial<Record<string, string>>;
  /** A record as its form's body, for comparing two versions (StaleVersionDialog). */
  comparable: (record: R) => Record<string, unknown>;
  /** The form takes a record: a restore's answer, the one it makes offline, or the stored one kept. */
  onRestored: (record: R) => void;
  /** Edit my version after a conflict: the form shows `mine`, to be saved over `current`. */
  onEditMine: (mine: R, current: R) => void;
  /** The form has changes not saved: a restore replaces them, and its confirmation says so. */
  unsaved?: boolean;
}

/** The fields a restore would change, as lines of the diff (now -> restored). */
function restorePreview<R extends object>(record: R, restored: R | null, labels: Partial<Record<string, string>>) {
  if (!restored) return [];
  const now = record as Record<string, unknown>;
  const then = restored as Record<string, unknown>;
  const fields = Object.keys(then).filter((field) => JSON.stringify(now[field]) !== JSON.stringify(then[field]));
  return diffLines(
    fields.map((field) => ({ field, before: now[field], after: then[field] })),
    labels,
  );
}

/**
 * Issue 49: the History view of an edit dialog. The record's revisions, newest first, each with who,
 * when, what and its changes; Restore goes back to how the record was before a revision, after a
 * confirmation, as a versioned write (a conflict is compared as a save's is; offline it waits in
 * the outbox).
 */
export function HistoryPanel<R extends Versioned>({ kind, record, name, labels, comparable, onRestored, onEditMine, unsaved = false }: HistoryPanelProps<R>) {
  const history = useRevisions(kind, record.id);
  const revisions = useMemo(() => history.data ?? [], [history.data]);
  const restore = useRestoreRevision({ kind, record, name, revisions, onRestored });
  const [asked, setAsked] = useState<Revision | null>(null);
  const byId = useMemo(() => new Map(revisions.map((revision) => [revision.id, revision])), [revisions]);
  const preview = asked ? restorePreview(record, restoredRecord(record, revisions, asked.id), labels) : [];
  const conflict = restore.conflict;
  const mine = conflict && (restoredRecord(conflict.current, revisions, conflict.revision.id) ?? conflict.current);
  const noun = historyKindSetup[kind].noun;

  return (
    <Stack gap="3" pt="2">
      <Text role="status" fontSize="sm" fontWeight="medium" color="brand.fg" srOnly={!restore.restoring}>
        {restore.restoring && "Restoring..."}
      </Text>
      {history.isPending ? (
        <Stack role="status" aria-label="Loading history" gap="3">
          <Skeleton h="20" rounded="md" />
          <Skeleton h="20" rounded="md" />
        </Stack>
      ) : showsLoadError(history) ? (
        <LoadError what="the history" onRetry={() => void history.refetch()} />
      ) : revisions.length === 0 ? (
        <EmptyState title="No history yet" hint={`Changes to this ${noun} are listed here from its next save.`} />
      ) : (
        <>
          <Text fontSize="sm" color="fg.muted">
            {revisions.length === 1 ? "One change so far." : `The last ${revisions.length} changes, newest first.`} Restore puts the {noun} back the way it was
            before a change; that is saved as a new change.
          </Text>
          <Stack as="ol" aria-label={`History of ${name}`} listStyleType="none" gap="3" m="0" p="0">
            {revisions.map((revision) => (
              <RevisionItem
                key={revision.id}
                revision={revision}
                labels={labels}
                restoredFrom={revision.restoredFrom ? byId.get(revision.restoredFrom) : undefined}
                onRestore={setAsked}
              />
            ))}
          </Stack>
        </>
      )}
      <ConfirmDialog
        open={asked !== null}
        tone="brand"
        title="Restore this version?"
        message={
          asked && (
            <>
              &quot;{name}&quot; goes back to how it was before the change of {readableTime(asked.at)} ({actionText[asked.action]} by {actorText(asked.by)}).
              That change and every later one are undone, and the restore is kept in the history.
              {unsaved && " What you have typed in the form and not saved is replaced."}
            </>
          )
        }
        progress={
          preview.length > 0 && (
            <Stack
              as="ul"
              aria-label="What the restore changes"
              listStyleType="none"
              gap="2"
              mt="3"
              maxH="72"
              overflowY="auto"
              tabIndex={0}
              focusRing="outside"
            >
              {preview.map((line) => (
                <Box as="li" key={line.key}>
                  <Text fontSize="sm" fontWeight="medium">
                    {line.label}
                  </Text>
                  <Stack direction={{ base: "column", sm: "row" }} gap="2">
                    <ChangeValue text={line.before} side="before" />
                    <ChangeValue text={line.after} side="after" />
                  </Stack>
                </Box>
              ))}
            </Stack>
          )
        }
        confirmLabel="Restore"
        onConfirm={() => {
          // The confirmation closes first: a conflict's comparison then opens over the edit dialog
          // (closing the confirmation under it moved the focus out of it, which closed it).
          setAsked(null);
          if (asked) restore.restore(asked);
        }}
        onClose={() => setAsked(null)}
      />
      {conflict && mine && (
        <StaleVersionDialog
          what={noun}
          mine={comparable(mine)}
          theirs={comparable(conflict.current)}
          labels={labels}
          theirsSavedAt={conflict.current.updatedAt}
          saving={restore.restoring}
          onKeepMine={restore.keepMine}
          onKeepTheirs={restore.keepTheirs}
          onEdit={() => {
            onEditMine(mine, conflict.current);
            restore.closeConflict();
          }}
          onClose={restore.closeConflict}
        />
      )}
    </Stack>
  );
}
