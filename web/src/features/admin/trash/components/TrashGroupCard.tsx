import { Badge, Box, Button, Card, Flex, Stack, Text } from "@chakra-ui/react";
import type { TrashItem } from "@lorawan/contracts/history";
import { memo, useState } from "react";
import { CheckboxRow } from "~/components/CheckboxRow";
import { actorText } from "../../history/lib/actionText";
import { readableTime } from "../../history/lib/changeText";
import { itemsText, purgedAfter, trashKey, type TrashGroup } from "../lib/trashGroups";

/** A bulk delete's first items shown; the rest on request (a search's 450 products is a long list). */
const itemsAtFirst = 5;

const kindText: Record<TrashItem["kind"], string> = { products: "Product", news: "News article" };

interface TrashGroupCardProps {
  group: TrashGroup;
  isSelected: (item: TrashItem) => boolean;
  onSelect: (items: readonly TrashItem[], on: boolean) => void;
  onRestore: (items: readonly TrashItem[], group: TrashGroup) => void;
  busy: boolean;
}

/** One delete in the Trash: who deleted what and when, each item with its Restore; a bulk delete restores at once. */
export const TrashGroupCard = memo(function TrashGroupCard({ group, isSelected, onSelect, onRestore, busy }: TrashGroupCardProps) {
  const [all, setAll] = useState(false);
  const bulk = group.items.length > 1;
  const shown = all ? group.items : group.items.slice(0, itemsAtFirst);
  const headingId = `trash-${group.batchId}`;
  return (
    <Card.Root as="li" variant="outline" aria-labelledby={headingId}>
      <Card.Body p="4" gap="3">
        <Flex justify="space-between" align="start" gap="3" wrap="wrap">
          <Box minW="0">
            <Text id={headingId} fontWeight="semibold">
              {bulk ? `Bulk delete of ${itemsText(group.items)}` : group.items[0]?.name}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              Deleted by {actorText(group.deletedBy)}, <time dateTime={group.deletedAt}>{readableTime(group.deletedAt)}</time>
            </Text>
            <Text fontSize="xs" color="fg.muted">
              Deleted for good after {purgedAfter(group.deletedAt).toLocaleDateString()}
            </Text>
          </Box>
          {bulk && (
            <Button size="sm" minH="11" colorPalette="brand" disabled={busy} onClick={() => onRestore(group.items, group)}>
              Restore all {group.items.length.toLocaleString("en-US")}
            </Button>
          )}
        </Flex>
        <Stack as="ul" listStyleType="none" gap="1" m="0" p="0" aria-label={bulk ? `Items of the bulk delete of ${readableTime(group.deletedAt)}` : "Item"}>
          {shown.map((item) => (
            <Flex as="li" key={trashKey(item)} align="center" gap="2" borderTopWidth={bulk ? "1px" : undefined} pt={bulk ? "1" : undefined}>
              <Box flex="1" minW="0">
                <CheckboxRow checked={isSelected(item)} onCheckedChange={(on) => onSelect([item], on)}>
                  {/* A single delete's card is headed by the item's name already. */}
                  {bulk ? (
                    item.name
                  ) : (
                    <Text as="span" srOnly>
                      {item.name}
                    </Text>
                  )}
                  <Badge variant="outline" ms={bulk ? "2" : undefined}>
                    {kindText[item.kind]}
                  </Badge>
                </CheckboxRow>
              </Box>
              <Button
                size="sm"
                minH="11"
                variant="outline"
                flexShrink={0}
                aria-label={`Restore ${item.name}`}
                disabled={busy}
                onClick={() => onRestore([item], group)}
              >
                Restore
              </Button>
            </Flex>
          ))}
        </Stack>
        {group.items.length > itemsAtFirst && (
          <Button alignSelf="start" variant="plain" size="sm" minH="11" px="0" color="brand.fg" aria-expanded={all} onClick={() => setAll(!all)}>
            {all ? "Show fewer" : `Show all ${group.items.length.toLocaleString("en-US")}`}
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
});
