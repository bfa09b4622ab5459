import { Box, SimpleGrid, Text } from "@chakra-ui/react";

export interface StatItem {
  value: string;
  label: string;
}

/** Big figures with labels (statistics, results, performance panels). */
export function StatGrid({ items, tone = "light" }: { items: StatItem[]; tone?: "light" | "dark" }) {
  const dark = tone === "dark";
  return (
    <SimpleGrid as="dl" columns={{ base: 2, md: items.length >= 4 ? 4 : items.length }} gap="6">
      {items.map((item) => (
        <Box
          key={item.label}
          display="flex"
          flexDirection="column-reverse"
          gap="1"
          textAlign="center"
          p="4"
          rounded="xl"
          bg={dark ? "whiteAlpha.100" : "white"}
          borderWidth={dark ? "0" : "1px"}
          borderColor="border.muted"
        >
          <Text as="dt" color={dark ? "ink.500" : "fg.muted"}>
            {item.label}
          </Text>
          <Text as="dd" fontSize={{ base: "3xl", md: "4xl" }} fontWeight="bold" letterSpacing="tight" color={dark ? "brand.400" : "brand.fg"}>
            {item.value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
