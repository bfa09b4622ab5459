import { Badge, HStack } from "@chakra-ui/react";

/** Spec 4: Draft/Published and Active/Inactive are independent. */
export function ProductStatusBadges({ isPublished, isActive }: { isPublished: boolean; isActive: boolean }) {
  return (
    <HStack gap="1" wrap="wrap">
      <Badge colorPalette={isPublished ? "green" : "gray"} variant="solid">
        {isPublished ? "Published" : "Draft"}
      </Badge>
      {!isActive && (
        <Badge colorPalette="orange" variant="solid">
          Inactive
        </Badge>
      )}
    </HStack>
  );
}
