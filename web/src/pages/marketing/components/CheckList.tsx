import { Box, HStack, Stack, Text } from "@chakra-ui/react";
import { Icon } from "~/components/icons";

/** A list with check marks; used for sensors, benefits, plan features and practices. */
export function CheckList({ items, color = "brand.fg" }: { items: string[]; color?: string }) {
  return (
    <Stack as="ul" gap="2" listStyle="none" m="0" p="0">
      {items.map((item) => (
        <HStack as="li" key={item} align="start" gap="2">
          <Box color={color} mt="0.5" flexShrink={0}>
            <Icon name="check" size={18} />
          </Box>
          <Text>{item}</Text>
        </HStack>
      ))}
    </Stack>
  );
}
