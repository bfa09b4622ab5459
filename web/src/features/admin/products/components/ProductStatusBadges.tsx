import { Badge, HStack } from "@chakra-ui/react";

/**
 * Spec 4: Draft/Published and Active/Inactive are independent. The solid badges use the 700 shade:
 * white text on the default 600 green or orange falls below the 4.5:1 contrast of WCAG AA.
 */
export function ProductStatusBadges({ isPublished, isActive }: { isPublished: boolean; isActive: boolean }) {
  return (
    <HStack gap="1" wrap="wrap">
      <Badge colorPalette={isPublished ? "green" : "gray"} variant="solid" bg={isPublished ? "green.700" : undefined}>
        {isPublished ? "Published" : "Draft"}
      </Badge>
      {!isActive && (
        <Badge colorPalette="orange" variant="solid" bg="orange.700">
          Inactive
        </Badge>
      )}
    </HStack>
  );
}
