import { Badge, Box, Card, SimpleGrid, Table, Text } from "@chakra-ui/react";
import type { ActivityEntry, HistoryKind } from "@lorawan/contracts/history";
import { memo } from "react";
import { TableScrollRegion } from "~/components/ui/TableScrollRegion";
import { actionText, actorText } from "../../history/lib/actionText";
import { readableTime } from "../../history/lib/changeText";

const kindText: Record<HistoryKind, string> = { products: "Product", news: "News article", categories: "Category" };

const kindsText: Record<HistoryKind, string> = { products: "Products", news: "News articles", categories: "Categories" };

/**
 * What an entry was about: the record's name, a record without one by its kind and id, a bulk
 * action's kind ("Products"), or nothing (a sign-in).
 */
function recordText(entry: ActivityEntry): string {
  if (entry.name) return entry.name;
  if (!entry.kind) return "—";
  return entry.recordId === null ? kindsText[entry.kind] : `${kindText[entry.kind]} #${entry.recordId}`;
}

const Time = ({ iso }: { iso: string }) => <time dateTime={iso}>{readableTime(iso)}</time>;

/**
 * The log's entries: a table from a laptop's width up (When, Who, Action, Record, Items), a card per
 * entry on a phone or tablet, where five columns do not fit. Each is shown to the screen it fits; the other is
 * not rendered by the browser (display: none), so a screen reader meets one of them.
 */
export const ActivityList = memo(function ActivityList({ entries }: { entries: readonly ActivityEntry[] }) {
  return (
    <>
      <Box hideBelow="lg">
        <TableScrollRegion label="Activity" borderWidth="1px" rounded="md">
          <Table.Root size="sm">
            <Table.Caption captionSide="top" textAlign="start" srOnly>
              Activity, newest first
            </Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>When</Table.ColumnHeader>
                <Table.ColumnHeader>Who</Table.ColumnHeader>
                <Table.ColumnHeader>Action</Table.ColumnHeader>
                <Table.ColumnHeader>Record</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Items</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {entries.map((entry) => (
                <Table.Row key={entry.id}>
                  <Table.Cell whiteSpace="nowrap" verticalAlign="top">
                    <Time iso={entry.at} />
                  </Table.Cell>
                  <Table.Cell verticalAlign="top">{actorText(entry.by)}</Table.Cell>
                  <Table.Cell verticalAlign="top">{actionText[entry.action]}</Table.Cell>
                  <Table.Cell verticalAlign="top" maxW="xs" overflowWrap="anywhere">
                    {recordText(entry)}
                    {entry.name && entry.kind && (
                      <Text as="span" color="fg.muted" fontSize="xs" display="block">
                        {kindText[entry.kind]}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell verticalAlign="top" textAlign="end">
                    {entry.count.toLocaleString("en-US")}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScrollRegion>
      </Box>
      <SimpleGrid as="ul" hideFrom="lg" columns={{ base: 1, md: 2 }} listStyleType="none" gap="2" m="0" p="0" aria-label="Activity, newest first">
        {entries.map((entry) => (
          <Card.Root as="li" key={entry.id} variant="outline" size="sm">
            <Card.Body p="3" gap="1">
              <Text fontWeight="semibold">
                {actionText[entry.action]}
                {entry.count > 1 && (
                  <Badge ms="2" variant="outline">
                    {entry.count.toLocaleString("en-US")} items
                  </Badge>
                )}
              </Text>
              {(entry.name || entry.kind) && (
                <Text fontSize="sm" overflowWrap="anywhere">
                  {recordText(entry)}
                  {entry.name && entry.kind && ` (${kindText[entry.kind]})`}
                </Text>
              )}
              <Text fontSize="sm" color="fg.muted">
                {actorText(entry.by)}, <Time iso={entry.at} />
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </>
  );
});
