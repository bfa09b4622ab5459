import { Badge, Box, Button, Flex, Stack, Text } from "@chakra-ui/react";
import type { Revision } from "@lorawan/contracts/history";
import { useState } from "react";
import { actionText, actorText } from "../lib/actionText";
import { diffLines, readableTime } from "../lib/changeText";
import { ChangeValue } from "./ChangeValue";

/** A revision's first lines shown; a create or an import sets every field, shown on request. */
const linesAtFirst = 6;

/** What a restore cannot go back before: a record that did not exist, or was in the Trash. */
const restorable = (revision: Revision) => revision.action !== "create" && revision.action !== "delete" && revision.action !== "restore-from-trash";

interface RevisionItemProps {
  revision: Revision;
  labels: Partial<Record<string, string>>;
  /** The revision a restore went back to, when it is among those read. */
  restoredFrom?: Revision;
  onRestore?: (revision: Revision) => void;
}

/** One revision: what was done, by whom and when, each field's old and new value, and Restore. */
export function RevisionItem({ revision, labels, restoredFrom, onRestore }: RevisionItemProps) {
  const [all, setAll] = useState(false);
  const lines = diffLines(revision.changes, labels);
  const shown = all ? lines : lines.slice(0, linesAtFirst);
  const when = readableTime(revision.at);
  const headingId = `revision-${revision.id}`;
  return (
    <Box as="li" borderWidth="1px" rounded="md" p="3" aria-labelledby={headingId}>
      <Flex justify="space-between" align="start" gap="2" wrap="wrap">
        <Box minW="0">
          <Text id={headingId} fontWeight="semibold">
            {actionText[revision.action]}
            {restoredFrom && ` (to before the change of ${readableTime(restoredFrom.at)})`}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            by {actorText(revision.by)}, <time dateTime={revision.at}>{when}</time>
          </Text>
          {revision.batchId && revision.action !== "save" && (
            <Badge mt="1" variant="outline">
              Part of a bulk change
            </Badge>
          )}
        </Box>
        {onRestore && restorable(revision) && (
          <Button
            size="sm"
            variant="outline"
            minH="11"
            aria-label={`Restore to before this change (${actionText[revision.action]}, ${when})`}
            onClick={() => onRestore(revision)}
          >
            Restore
          </Button>
        )}
      </Flex>
      {lines.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" mt="2">
          No field changed.
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" mt="3" aria-label="Changes">
          {shown.map((line) => (
            <Box as="li" key={line.key}>
              <Text fontSize="sm" fontWeight="medium" mb="1">
                {line.label}
              </Text>
              <Flex gap="2" align="start" wrap={{ base: "wrap", sm: "nowrap" }}>
                <ChangeValue text={line.before} side="before" />
                <Text as="span" aria-hidden="true" color="fg.muted" py="1" display={{ base: "none", sm: "inline" }}>
                  →
                </Text>
                <ChangeValue text={line.after} side="after" />
              </Flex>
            </Box>
          ))}
        </Stack>
      )}
      {lines.length > linesAtFirst && (
        <Button variant="plain" size="sm" minH="11" px="0" color="brand.fg" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? "Show fewer changes" : `Show all ${lines.length} changes`}
        </Button>
      )}
    </Box>
  );
}
