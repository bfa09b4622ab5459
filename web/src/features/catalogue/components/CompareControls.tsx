import { Box, Button, Container, HStack, Text } from "@chakra-ui/react";
import { AppLink } from "~/components/AppLink";
import { paths } from "@lorawan/contracts/paths";
import { earlyPressAttribute } from "~/boot/attributes";
import { pendingPressStyle } from "~/boot/earlyPress";
import { compareList, type ComparedItem } from "../lib/compareList";
import { useCompareList } from "../lib/useCompareList";
import { compareAttribute } from "../lib/compare.controls";
import { LinkButton } from "~/components/LinkButton";

/**
 * Issue 22: "Compare" on a product card or page; pressed again, it takes the device out. The button
 * carries the device; compare.controls.ts (no React, started with the page) does the choosing, so a
 * press works before an island has hydrated, and one before the page's script started shows that it
 * is working until it does (decision 050). The check mark and pressed look follow `aria-pressed`.
 */
export function CompareButton({ product, size = "sm" }: { product: ComparedItem; size?: "sm" | "md" }) {
  return (
    <Button size={size} minH="11" variant="ghost" colorPalette="gray" css={compareButtonStyle} {...useCompareControl(product)}>
      Compare
    </Button>
  );
}

/**
 * What makes a button Compare: whether the device is chosen (`aria-pressed`), the device it carries
 * for compare.controls.ts, the mark of a press before the page started, and its name for a screen
 * reader. A product card spreads it on a plain button of its own look.
 */
export function useCompareControl(product: ComparedItem) {
  const { items } = useCompareList();
  return {
    "aria-pressed": items.some((item) => item.id === product.id),
    "aria-label": `Compare ${product.name}`,
    [compareAttribute]: JSON.stringify({ id: product.id, name: product.name }),
    [earlyPressAttribute]: "",
  };
}

/** Compare's look beyond the ghost button's: working after an early press, and the pressed state. */
export const compareButtonStyle = {
  ...pendingPressStyle,
  "&[aria-pressed=true]": { bg: "brand.subtle", color: "brand.fg", _hover: { bg: "brand.muted" } },
  "&[aria-pressed=true]::before": { content: '"✓"' },
} as const;

/**
 * Issue 22: the devices chosen for comparison, at the bottom of the screen, with the way to the
 * comparison. Nothing while none is chosen (and on the server, which does not know the choice).
 */
export function CompareTray() {
  const { items, refused } = useCompareList();
  if (items.length === 0 && !refused) return null;
  return (
    <Box
      as="aside"
      aria-label="Compare devices"
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="sticky"
      bg="white"
      borderTopWidth="1px"
      shadow="lg"
      py="3"
      css={{ "@media print": { display: "none" } }}
    >
      <Container maxW="7xl">
        <HStack gap="3" wrap="wrap" justify="space-between">
          <HStack as="ul" listStyleType="none" gap="2" wrap="wrap" aria-label="Chosen for comparison" flex="1" minW="0">
            {items.map((item) => (
              <li key={item.id}>
                <Button
                  size="sm"
                  minH="11"
                  variant="outline"
                  maxW="60"
                  aria-label={`Remove ${item.name} from the comparison`}
                  onClick={() => compareList.remove(item.id)}
                >
                  <Text as="span" truncate>
                    {item.name}
                  </Text>
                  <span aria-hidden="true">×</span>
                </Button>
              </li>
            ))}
          </HStack>
          <HStack gap="2">
            <Button size="sm" minH="11" variant="ghost" onClick={() => compareList.clear()}>
              Clear
            </Button>
            {items.length > 0 && (
              <LinkButton asChild size="sm" minH="11" colorPalette="brand">
                <AppLink to={`${paths.compare}?ids=${items.map((item) => item.id).join(",")}`}>
                  Compare {items.length === 1 ? "1 device" : `${items.length} devices`}
                </AppLink>
              </LinkButton>
            )}
          </HStack>
        </HStack>
        <Text role="status" fontSize="sm" color="fg.error" mt={refused ? "2" : "0"}>
          {refused}
        </Text>
      </Container>
    </Box>
  );
}
