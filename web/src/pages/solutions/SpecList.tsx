import { Box, Grid, Text } from "@chakra-ui/react";

/** Label / value rows of a specification sheet. */
export function SpecList({ items }: { items: { label: string; value: string }[] }) {
  return (
    <Grid as="dl" templateColumns={{ base: "1fr", sm: "minmax(10rem, 1fr) 2fr" }} rounded="xl" borderWidth="1px" borderColor="border.muted" overflow="hidden" bg="white">
      {items.map((item, i) => (
        <Box key={item.label} display="contents">
          <Text as="dt" fontWeight="semibold" px="5" pt="3" pb={{ base: "0", sm: "3" }} bg={i % 2 ? "white" : "ink.50"}>
            {item.label}
          </Text>
          <Text as="dd" px="5" pt={{ base: "1", sm: "3" }} pb="3" m="0" bg={i % 2 ? "white" : "ink.50"}>
            {item.value}
          </Text>
        </Box>
      ))}
    </Grid>
  );
}
